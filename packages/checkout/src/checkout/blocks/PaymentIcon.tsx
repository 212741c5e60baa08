import { type IconComponent, svgIcon } from '@ornament/ui-kit/components/icons/svgIcon';

// One line drawing per payment class of spec 3 §3 (card, sbp, installment, kaspi, cash), in the
// text colour like every other icon; an unknown class falls back to the card.
const CardIcon = svgIcon(
  <>
    <rect x="3" y="6" width="18" height="12" rx="2" />
    <path d="M3 10h18M7 15h3" />
  </>,
);
const SbpIcon = svgIcon(<path d="M5 4l7 4v12l-7-4zM12 8l7-4v12l-7 4M5 16l14-8" />);
const InstallmentIcon = svgIcon(
  <>
    <rect x="4" y="5" width="16" height="15" rx="2" />
    <path d="M4 10h16M8 3v4M16 3v4M8 14h2M12 14h2M16 14h.01M8 17h2" />
  </>,
);
const KaspiIcon = svgIcon(
  <>
    <circle cx="12" cy="12" r="8" />
    <path d="M10 8v8M14 8l-4 4 4 4" />
  </>,
);
const CashIcon = svgIcon(
  <>
    <rect x="3" y="7" width="18" height="10" rx="1.5" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 10v4M18 10v4" />
  </>,
);

const icons: Readonly<Record<string, IconComponent>> = { card: CardIcon, sbp: SbpIcon, installment: InstallmentIcon, kaspi: KaspiIcon, cash: CashIcon };

export function PaymentIcon({ kind }: { kind: string }) {
  const Icon = icons[kind] ?? CardIcon;
  return <Icon size={24} />;
}
