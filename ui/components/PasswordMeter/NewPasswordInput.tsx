import { useState } from 'react';
import { MAX_PASSWORD_LENGTH, type PasswordRating } from '../../../domain/index.ts';
import { PasswordMeter } from './PasswordMeter.tsx';

/**
 * The field where a password is chosen (sign-up, recovery): a `password`
 * input that reports each keystroke, and the strength meter under it, which
 * shows the rule until something is typed.
 */
export function NewPasswordInput({ rating, onTyped }: { readonly rating: PasswordRating; readonly onTyped: (password: string) => void }) {
  const [empty, setEmpty] = useState(true);
  return (
    <>
      <input
        name="password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={MAX_PASSWORD_LENGTH}
        onChange={(e) => {
          setEmpty(e.target.value === '');
          onTyped(e.target.value);
        }}
      />
      <PasswordMeter rating={rating} empty={empty} />
    </>
  );
}
