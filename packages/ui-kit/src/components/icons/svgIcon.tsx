import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & {
  size?: number;
  /** Accessible name; without it the icon is decorative and hidden from screen readers. */
  title?: string;
};
export type IconComponent = (props: IconProps) => ReactNode;

/** Makes a 24×24 stroke icon from its drawing; colour follows the text colour. */
export function svgIcon(drawing: ReactNode): IconComponent {
  return function Icon({ size = 24, title, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={title ? undefined : true}
        role={title ? 'img' : undefined}
        aria-label={title}
        focusable="false"
        {...props}
      >
        {drawing}
      </svg>
    );
  };
}
