import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from 'react';
import { button, type ButtonVariants } from './Button.css';

type Common = ButtonVariants & { children: ReactNode; className?: string };
export type ButtonProps =
  | (Common & { href: string } & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className'>)
  | (Common & { href?: undefined } & Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'>);

/** A button, or a link styled as one when `href` is given (navigation stays a real link). */
export function Button(props: ButtonProps) {
  const { variant, size, fullWidth, className, ...rest } = props;
  const classes = [button({ variant, size, fullWidth }), className].filter(Boolean).join(' ');
  if (rest.href !== undefined) {
    return <a {...(rest as AnchorHTMLAttributes<HTMLAnchorElement>)} className={classes} />;
  }
  const { type = 'button', ...buttonProps } = rest as ButtonHTMLAttributes<HTMLButtonElement>;
  return <button type={type} {...buttonProps} className={classes} />;
}
