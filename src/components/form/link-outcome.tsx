import { Link } from 'gatsby';
import React from 'react';
import * as styles from './form.module.css';

interface LinkOutcomeProps {
  title: string;
  /** While the API has not answered: the same markup the static page was built with. */
  pending: string;
  success: string;
  failure: string;
  outcome: 'pending' | 'success' | 'failure';
  homeLabel: string;
  homeHref: string;
}

/** What a page opened from a mailed link says once it has used the link: pending, done or failed. */
export function LinkOutcome({ title, pending, success, failure, outcome, homeLabel, homeHref }: LinkOutcomeProps) {
  return (
    <>
      <h1 className={styles.title}>{title}</h1>
      {outcome === 'success' && (
        <p role="status" className={styles.success}>
          {success}
        </p>
      )}
      {outcome === 'failure' && (
        <p role="alert" className={styles.status}>
          {failure}
        </p>
      )}
      {outcome === 'pending' && <p role="status">{pending}</p>}
      <Link className={styles.submit} to={homeHref}>
        {homeLabel}
      </Link>
    </>
  );
}

/** The outcome of a mutation's flags. */
export const outcomeOf = ({ isSuccess, isError }: { isSuccess: boolean; isError: boolean }) =>
  isSuccess ? 'success' : isError ? 'failure' : 'pending';
