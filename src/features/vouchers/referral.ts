/** Refer-a-friend (SPEC.md section 9, referral): the rewards, and how a code is handed to a friend. */

/** The friend's discount on their first refuel, in cents per litre. */
export const friendFirstRefuelCentsPerLitre = 5;
/** What both get once the friend has fuelled `completedAfterLitres`, in cents per litre. */
export const bothCentsPerLitre = 10;
export const completedAfterLitres = 100;

/** The sign-up address a friend opens: the e-mail registration with the code filled in. */
export const referralLink = (origin: string, code: string) =>
  `${origin}/register/mail?referralCode=${encodeURIComponent(code)}`;

/** What the browser offers to pass a text on: the share sheet where it has one, else the clipboard. */
export interface ShareTarget {
  share?: (data: { title?: string; text?: string; url?: string }) => Promise<void>;
  clipboard?: { writeText: (text: string) => Promise<void> };
}

export type ShareOutcome = 'shared' | 'copied' | 'cancelled' | 'failed';

/**
 * Shares the invitation through the Web Share API where the browser has it, else copies it (text and link) to the
 * clipboard. Closing the share sheet is `cancelled`, not a failure; a refused share falls back to the clipboard.
 */
export async function shareInvitation(
  target: ShareTarget,
  invitation: { title: string; text: string; url: string },
): Promise<ShareOutcome> {
  if (target.share) {
    try {
      await target.share(invitation);
      return 'shared';
    } catch (error) {
      if (error instanceof Error && error.name === 'AbortError') return 'cancelled';
    }
  }
  if (!target.clipboard) return 'failed';
  try {
    await target.clipboard.writeText(`${invitation.text} ${invitation.url}`);
    return 'copied';
  } catch {
    return 'failed';
  }
}
