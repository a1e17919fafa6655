import type { PageProps } from 'gatsby';
import React from 'react';
import type { AccountContext } from '../core/site/page-context';
import { Layout } from '../components/layout/layout';
import { pageHead } from '../components/layout/page-head';
import { EmailValidation } from '../features/auth/email-validation';
import { ForgottenPasswordForm } from '../features/auth/forgotten-password-form';
import { LoginForm } from '../features/auth/login-form';
import { ResetPasswordForm } from '../features/auth/reset-password-form';
import { SignupForm } from '../features/auth/signup-form';
import { useLinkSecrets } from '../features/auth/link-secrets';
import { NewsletterConfirmation, isNewsletterLink } from '../features/newsletter/newsletter-confirmation';
import * as styles from '../components/form/form.module.css';
// Read from the first render: the store is attached before this page renders (store-runtime.ts).
import '../app/store-runtime';

const TITLES = {
  login: 'auth.login.title',
  signup: 'auth.signup.title',
  forgottenPassword: 'auth.forgotten.title',
  resetPassword: 'auth.reset.title',
  validation: 'auth.validation.title',
} as const;

/** The newsletter's confirmation link opens the validation page too; its key leaves the address bar once read. */
function NewsletterLink({ search }: { search: string }) {
  const { key } = useLinkSecrets(search, ['key']);
  return <NewsletterConfirmation confirmKey={key} />;
}

/** The account screens: log in, sign up, forgotten password, new password, e-mail confirmation. */
export default function AccountTemplate({ pageContext, location }: PageProps<object, AccountContext>) {
  const search = location.search;
  return (
    <Layout {...pageContext} pathname={location.pathname}>
      <section className={styles.page}>
        {pageContext.screen === 'login' && <LoginForm search={search} />}
        {pageContext.screen === 'signup' && <SignupForm search={search} />}
        {pageContext.screen === 'forgottenPassword' && <ForgottenPasswordForm />}
        {pageContext.screen === 'resetPassword' && <ResetPasswordForm search={search} />}
        {pageContext.screen === 'validation' &&
          (isNewsletterLink(search) ? <NewsletterLink search={search} /> : <EmailValidation search={search} />)}
      </section>
    </Layout>
  );
}

export const Head = pageHead<AccountContext>((context, t) => ({ title: t(TITLES[context.screen]), noindex: true }));
