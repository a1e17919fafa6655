import React from 'react';
import { ChoosePasswordForm } from './choose-password-form';
import { useLinkSecrets } from './link-secrets';

/** The page a reset e-mail links to: a new password with the link's token. */
export function ResetPasswordForm({ search }: { search: string }) {
  const { token } = useLinkSecrets(search, ['token']);
  return <ChoosePasswordForm token={token} />;
}
