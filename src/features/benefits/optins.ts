/**
 * The opt-ins of the benefits screen (SPEC.md section 6, gamification): where the driver stands with each, from
 * the platform's answers, and what a failed change says (SPEC.md section 8, benefits consent and join failed).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type * as z from 'zod/mini';
import type { Optin as OptinSchema } from '../../api/flowSchemas';

type Optin = z.infer<typeof OptinSchema>;

/** The lottery's opt-in when the account's gamification feature names none. */
export const defaultLotteryConsentName = 'lottery';
export const betaOptinName = 'beta';

export type OptinKind = 'lottery' | 'beta';
export type OptinAction = Optin['action'];

/** Whether the driver takes part: their latest answer is ACCEPTED. Never asked, or declined last: not. */
export function isOptedIn(optins: readonly Optin[], name: string): boolean {
  const answers = optins.filter((optin) => optin.name === name);
  const latest = answers.reduce<Optin | undefined>(
    (last, optin) => (!last || (optin.updatedAt ?? '') >= (last.updatedAt ?? '') ? optin : last),
    undefined,
  );
  return latest?.action === 'ACCEPTED';
}

/** What a failed change says: joining the lottery is a consent, the beta a programme to join. */
export const optinFailures: Record<OptinKind, Record<OptinAction, MessageDescriptor>> = {
  lottery: {
    ACCEPTED: msg`Your consent could not be saved, so you have not joined the lottery. Try again later.`,
    DECLINED: msg`Your consent could not be withdrawn, so you are still in the lottery. Try again later.`,
  },
  beta: {
    ACCEPTED: msg`You could not join the beta programme. Try again later.`,
    DECLINED: msg`You could not leave the beta programme, so you are still in it. Try again later.`,
  },
};

const levelNames = {
  bronze: msg`Bronze`,
  silver: msg`Silver`,
  gold: msg`Gold`,
} as const;

/** A reward level the platform names, translated; undefined for another name, shown as the platform gives it. */
export const levelName = (level: string): MessageDescriptor | undefined =>
  isKnownLevel(level) ? levelNames[level] : undefined;

const isKnownLevel = (level: string): level is keyof typeof levelNames => Object.hasOwn(levelNames, level);
