import type { ComponentProps } from 'react'

import { buttonClasses, type ButtonSize, type ButtonVariant } from './button-classes.ts'

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: ButtonSize }

/** Every button is at least 44 px tall: a comfortable tap target on a phone. */
export function Button({ className, variant, size, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type}
      className={buttonClasses(variant, size, className)}
      {...props}
    />
  )
}
