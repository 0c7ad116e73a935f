import { HttpResponse, http } from 'msw';
import { countryCodes, type LoyaltyProgram, type LoyaltySubscription } from '../../api/schemas';
import { passesLuhn } from '../card';
import type { SandboxLoyaltySubscription } from '../store';
import { authenticate, fail, isEmail, readJson, type SandboxContext } from './context';

/**
 * The loyalty programmes of the sandbox platform (README, "Loyalty"): FuelPoints, joined by typing a card the
 * driver holds; DriveClub, a partner's programme with its own sign-up; TankPass, which takes no new members.
 * Every card number has the programme's length and ends in a Luhn check digit.
 */
export const loyaltyPrograms: LoyaltyProgram[] = [
  {
    _id: 'loyalty-fuelpoints',
    name: 'FuelPoints',
    provider: 'Forecourt',
    kind: 'MANUAL',
    blockNewSubscriptions: false,
    cardNumberLength: 16,
  },
  {
    _id: 'loyalty-driveclub',
    name: 'DriveClub',
    provider: 'DriveClub Partners GmbH',
    kind: 'PARTNER',
    blockNewSubscriptions: false,
    cardNumberLength: 16,
  },
  {
    _id: 'loyalty-tankpass',
    name: 'TankPass',
    provider: 'TankPass AG',
    kind: 'MANUAL',
    blockNewSubscriptions: true,
    cardNumberLength: 16,
  },
];

/** The partner's own customers: an e-mail it already has (sign-up refused) and a card it can link. */
export const driveClubMember = { email: 'member@driveclub.test', cardNumber: '5010123456789012' };

/** The platform's error codes of a refused subscription. */
export const loyaltyErrorCodes = {
  programNotFound: 470,
  customerAlreadyExists: 471,
  noMatchingCustomer: 472,
  cardAlreadyRegistered: 473,
  invalidCardNumber: 474,
  tooYoung: 475,
  noNewSubscriptions: 476,
  invalidSignUp: 477,
  partnerUnavailable: 478,
} as const;

export const minimumSignUpAge = 16;
const languages = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'];
const genders = ['FEMALE', 'MALE', 'DIVERSE'];

/** Full years between a `YYYY-MM-DD` birth date and a moment (by the calendar in UTC). */
function ageAt(birthDate: string, now: number): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return undefined;
  const today = new Date(now);
  const [ty, tm, td] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  return ty - year - (tm < month || (tm === month && td < day) ? 1 : 0);
}

const publicSubscription = ({ userId: _user, ...subscription }: SandboxLoyaltySubscription): LoyaltySubscription =>
  subscription;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Loyalty (SPEC.md section 7): the driver's subscriptions, joining and leaving. The programmes ride in the
 * `loyaltyPrograms` account feature's payload (handlers/users.ts), as SPEC.md section 3 has them. Scenario `loyalty-save-fails`: joining or leaving answers 503.
 */
export function loyaltyHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const saveFails = () => store.data.settings.scenarios.includes('loyalty-save-fails');
  const subscriptionsOf = (userId: string) =>
    Object.values(store.data.loyalty).filter((subscription) => subscription.userId === userId);
  const cardTaken = (cardNumber: string) =>
    Object.values(store.data.loyalty).some((subscription) => subscription.cardNumber === cardNumber);
  const refuse = (status: number, description: string, code: number) => fail(status, description, [code]);

  return [
    http.get(`${base}/v4/loyalty-subscriptions`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      return HttpResponse.json(subscriptionsOf(auth.user.id).map(publicSubscription));
    }),

    http.post(`${base}/v4/loyalty-subscriptions/`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const body = await readJson(request);
      const program = loyaltyPrograms.find((candidate) => candidate._id === body.loyaltyProgramId);
      if (!program) return refuse(404, 'Loyalty program not found', loyaltyErrorCodes.programNotFound);
      if (program.blockNewSubscriptions)
        return refuse(422, 'Loyalty program accepts no new subscriptions', loyaltyErrorCodes.noNewSubscriptions);
      if (saveFails()) return refuse(503, 'Loyalty partner unavailable', loyaltyErrorCodes.partnerUnavailable);
      const given = text(body.cardNumber);
      const wellFormed = new RegExp(`^\\d{${program.cardNumberLength}}$`).test(given) && passesLuhn(given);
      if (given && !wellFormed) return refuse(422, 'Invalid card number', loyaltyErrorCodes.invalidCardNumber);

      const save = (subscription: Omit<SandboxLoyaltySubscription, '_id'>) => {
        const _id = store.nextId('loyalty');
        const saved = { _id, ...subscription };
        store.update((data) => {
          data.loyalty[_id] = saved;
        });
        return HttpResponse.json(publicSubscription(saved), { status: 201 });
      };

      if (program.kind === 'MANUAL') {
        if (!given) return refuse(422, 'Invalid card number', loyaltyErrorCodes.invalidCardNumber);
        if (cardTaken(given))
          return refuse(409, 'Loyalty card already registered', loyaltyErrorCodes.cardAlreadyRegistered);
        return save({
          userId: auth.user.id,
          loyaltyProgramId: program._id,
          programName: program.name,
          cardNumber: given,
          email: isEmail(body.email) ? body.email : auth.user.email,
        });
      }

      // The partner's sign-up: its customer's details, 16 or older.
      const email = text(body.email);
      const birthDate = body.birthDate === undefined ? undefined : text(body.birthDate);
      const age = birthDate === undefined ? undefined : ageAt(birthDate, ctx.now());
      const complete =
        isEmail(email) &&
        text(body.firstName) !== '' &&
        text(body.lastName) !== '' &&
        (countryCodes as readonly string[]).includes(text(body.country)) &&
        languages.includes(text(body.language)) &&
        (body.gender === undefined || genders.includes(text(body.gender))) &&
        (birthDate === undefined || age !== undefined);
      if (!complete) return refuse(422, 'Invalid sign-up data', loyaltyErrorCodes.invalidSignUp);
      if (body.confirmedMinimumAge !== true || (age !== undefined && age < minimumSignUpAge))
        return refuse(422, 'Customer must be 16 or older', loyaltyErrorCodes.tooYoung);
      const member = subscriptionsOf(auth.user.id).some((subscription) => subscription.programName === program.name);
      if (given) {
        if (member || cardTaken(given))
          return refuse(409, 'Customer already exists', loyaltyErrorCodes.customerAlreadyExists);
        if (given !== driveClubMember.cardNumber)
          return refuse(404, 'No matching customer', loyaltyErrorCodes.noMatchingCustomer);
      } else if (member || email.toLowerCase() === driveClubMember.email) {
        return refuse(409, 'Customer already exists', loyaltyErrorCodes.customerAlreadyExists);
      }
      return save({
        userId: auth.user.id,
        loyaltyProgramId: program._id,
        programName: program.name,
        cardNumber: given || issueCardNumber(store.data.seq),
        email,
      });
    }),

    http.delete(`${base}/v4/loyalty-subscriptions/:id`, ({ request, params }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const subscription = store.data.loyalty[String(params.id)];
      if (!subscription || subscription.userId !== auth.user.id)
        return fail(404, 'Loyalty subscription not found', [404]);
      if (saveFails()) return refuse(503, 'Loyalty partner unavailable', loyaltyErrorCodes.partnerUnavailable);
      store.update((data) => {
        delete data.loyalty[subscription._id];
      });
      return HttpResponse.json({ ok: true });
    }),
  ];
}

/** A new DriveClub card: 5010, eleven digits from the store's sequence, and the Luhn check digit. */
function issueCardNumber(seq: number): string {
  const stem = `5010${String(seq).padStart(11, '0')}`;
  for (let digit = 0; digit <= 9; digit++) if (passesLuhn(`${stem}${digit}`)) return `${stem}${digit}`;
  return `${stem}0`;
}
