/**
 * The sentences a person reads above a failed round, in English and German. The CLI's own
 * account follows them verbatim; these only say, in the reader's language, what happened.
 */

export type FailureLanguage = 'en' | 'de';

export type FailureSentence =
  | 'failed'
  | 'incomplete'
  | 'not-started'
  | 'auth-required'
  | 'idle'
  | 'cancelled'
  | 'stdin-closed'
  | 'ended';

export interface FailureTexts {
  sentences: Record<FailureSentence, string>;
  verdictLabel: string;
  /** Over a verdict's text that is the reader's account of how the process ended (`unexplained`), not the CLI's. */
  endLabel: string;
  stderrLabel: string;
  /** The CLI's own exit, named as the CLI's: a reader must not take it for mwh's or the caller's. */
  exitCode: (code: number) => string;
  signal: (signal: string) => string;
  /** The idle sentence when the bound is known, naming it: said once, not again as mwh's finding. */
  idleFor: (seconds: number, unit: 's' | 'ms') => string;
}

const TEXTS: Record<FailureLanguage, FailureTexts> = {
  en: {
    sentences: {
      failed: 'The assistant CLI reported an error and did not finish this answer.',
      incomplete: 'The assistant CLI stopped before it finished this answer.',
      'not-started': 'The assistant CLI could not be started.',
      'auth-required': 'The assistant CLI is not signed in, or its sign-in has expired. Sign in again and resend the message.',
      idle: 'The assistant CLI wrote nothing for too long and was stopped.',
      cancelled: 'The answer was cancelled.',
      'stdin-closed': 'The assistant CLI exited before it read the message.',
      ended: 'The assistant CLI ended before it answered.',
    },
    verdictLabel: 'What the CLI reported',
    endLabel: 'How it ended',
    stderrLabel: 'The end of its error output',
    exitCode: (code) => `The CLI exited with code ${code}.`,
    signal: (signal) => `The CLI was ended by ${signal}.`,
    idleFor: (amount, unit) => `The assistant CLI wrote nothing for ${amount} ${unit} (the idle bound) and was stopped.`,
  },
  de: {
    sentences: {
      failed: 'Die Assistenten-CLI hat einen Fehler gemeldet und diese Antwort nicht abgeschlossen.',
      incomplete: 'Die Assistenten-CLI hat aufgehört, bevor diese Antwort fertig war.',
      'not-started': 'Die Assistenten-CLI konnte nicht gestartet werden.',
      'auth-required':
        'Die Assistenten-CLI ist nicht angemeldet, oder die Anmeldung ist abgelaufen. Bitte erneut anmelden und die Nachricht noch einmal senden.',
      idle: 'Die Assistenten-CLI hat zu lange nichts ausgegeben und wurde beendet.',
      cancelled: 'Die Antwort wurde abgebrochen.',
      'stdin-closed': 'Die Assistenten-CLI hat sich beendet, bevor sie die Nachricht gelesen hat.',
      ended: 'Die Assistenten-CLI hat geendet, bevor sie geantwortet hat.',
    },
    verdictLabel: 'Was die CLI gemeldet hat',
    endLabel: 'Wie sie geendet hat',
    stderrLabel: 'Das Ende ihrer Fehlerausgabe',
    exitCode: (code) => `Die CLI hat mit Exit-Code ${code} geendet.`,
    signal: (signal) => `Die CLI wurde durch ${signal} beendet.`,
    idleFor: (amount, unit) =>
      `Die Assistenten-CLI hat ${String(amount).replace('.', ',')} ${unit} lang nichts ausgegeben (die Leerlaufgrenze) und wurde beendet.`,
  },
};

/** `de`, `de-AT`, `de_CH`… read German; every other locale (or none) reads English. */
export function failureLanguage(locale: string | undefined): FailureLanguage {
  return locale && /^de(?:[-_]|$)/i.test(locale) ? 'de' : 'en';
}

export function failureTexts(locale: string | undefined): FailureTexts {
  return TEXTS[failureLanguage(locale)];
}
