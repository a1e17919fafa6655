import React, { useRef, useState } from 'react';
import { useI18n } from '../../components/i18n/i18n-provider';
import { summariseUserAgent } from '../../core/accounts/user-agent';
import { formatDay } from '../../core/format/date';
import type { TextKey } from '../../core/i18n/messages';
import {
  type MemberSession,
  useGetSessionsQuery,
  useSignOutOtherSessionsMutation,
  useSignOutSessionMutation,
} from './account-security-api';
import * as form from '../../components/form/form.module.css';
import * as ui from '../../styles/ui.module.css';
import * as styles from './sessions.module.css';
import { needsRecentAuth, useRecentAuth } from './recent-auth';

/** "Chrome on Android", or as much of it as the browser told. */
function useDeviceName() {
  const { t } = useI18n();
  return (userAgent: string) => {
    const { browser, os } = summariseUserAgent(userAgent);
    const name = browser ?? t('sessions.unknownBrowser');
    return os ? t('sessions.browserOn', { browser: name, os }) : name;
  };
}

function SessionItem({
  session,
  onSignOut,
  busy,
}: {
  session: MemberSession;
  onSignOut: (id: string) => void;
  busy: boolean;
}) {
  const { t, locale } = useI18n();
  const deviceName = useDeviceName();
  const describedBy = `session-${session.id}`;
  return (
    <li className={styles.session}>
      <p id={describedBy} className={styles.device}>
        <strong>{deviceName(session.user_agent)}</strong>
        {session.current && <span className={styles.current}>{t('sessions.current')}</span>}
        <br />
        {t('sessions.lastUsed', { date: formatDay(session.last_used_at, locale) })}
      </p>
      {!session.current && (
        // Every row has a "Sign out": its description says which session it ends.
        <button
          type="button"
          className={ui.pillOutline}
          aria-describedby={describedBy}
          disabled={busy}
          onClick={() => onSignOut(session.id)}
        >
          {t('sessions.signOut')}
        </button>
      )}
    </li>
  );
}

/** Settings, "Your sessions": where the member is logged in; sign one or all the others out. */
export function SessionsSettings() {
  const { t } = useI18n();
  const { data: sessions, isLoading, isError } = useGetSessionsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [signOut, { isLoading: signingOut }] = useSignOutSessionMutation();
  const [signOutOthers, { isLoading: signingOutOthers }] = useSignOutOtherSessionsMutation();
  const [message, setMessage] = useState<{ ok: boolean; key: TextKey } | null>(null);
  // Signing the other devices out needs the password proved lately, as the other sensitive changes.
  const { guard, dialog } = useRecentAuth();
  const heading = useRef<HTMLHeadingElement>(null);
  const busy = signingOut || signingOutOthers;
  const others = (sessions ?? []).filter((session) => !session.current);

  const run = async (action: () => Promise<{ error?: unknown }>, success: TextKey) => {
    setMessage(null);
    const result = await guard(action);
    const refusal = needsRecentAuth(result.error) ? 'recentAuth.required' : 'errors.generic';
    setMessage('error' in result && result.error ? { ok: false, key: refusal } : { ok: true, key: success });
    // The button pressed is gone with its row: the section's heading takes the focus back.
    heading.current?.focus();
  };

  return (
    <section aria-labelledby="settings-sessions" className={form.block}>
      <h3 id="settings-sessions" ref={heading} tabIndex={-1}>
        {t('sessions.title')}
      </h3>
      <p>{t('sessions.intro')}</p>
      {message && (
        <p role={message.ok ? 'status' : 'alert'} className={message.ok ? form.success : form.status}>
          {t(message.key)}
        </p>
      )}
      {isLoading && <p role="status">{t('site.loading')}</p>}
      {isError && (
        <p role="alert" className={form.status}>
          {t('errors.generic')}
        </p>
      )}
      {sessions && (
        <ul className={styles.list}>
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              busy={busy}
              onSignOut={(id) => void run(() => signOut(id), 'sessions.signedOut')}
            />
          ))}
        </ul>
      )}
      {others.length > 0 && (
        <button
          type="button"
          className={ui.pill}
          disabled={busy}
          onClick={() => void run(() => signOutOthers(), 'sessions.othersSignedOut')}
        >
          {t('sessions.signOutOthers')}
        </button>
      )}
      {dialog}
    </section>
  );
}
