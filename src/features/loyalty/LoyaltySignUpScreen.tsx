import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { selectProfile } from '../../../machines/session';
import type { PartnerSignUpRequest } from '../../api/loyalty';
import { countryCodes, type LoyaltyProgram } from '../../api/schemas';
import { Session } from '../../app/contexts';
import { defaultLocale, isLocale, type Locale, locales } from '../../i18n/i18n';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormOutcome } from '../../ui/FormOutcome';
import { bothQueries, Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { BackToLoyalty, LoyaltyUnavailable } from './LoyaltyNotices';
import { cardNumberDigits, cardNumberProblem, isSubscriptionOf } from './loyaltyCard';
import { useLoyaltyEnabled, useLoyaltyPrograms, useLoyaltySubscriptions, useSubscribeLoyalty } from './loyaltyData';
import { loyaltyRefusal, loyaltyRefusalMessages } from './loyaltyRefusal';
import { type BirthDateProblem, birthDateProblem, minimumSignUpAge } from './signUpAge';

type Gender = NonNullable<PartnerSignUpRequest['gender']>;
type Field = 'cardNumber' | 'email' | 'firstName' | 'lastName' | 'birthDate' | 'minimumAge';

const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const isCountry = (value: string | undefined): value is (typeof countryCodes)[number] =>
  (countryCodes as readonly (string | undefined)[]).includes(value);

/**
 * The partner's sign-up form. The card number is optional: empty, the partner issues a new card; given, the
 * partner links the customer who holds it. The driver confirms being 16 or older; a birth date, when given, must
 * say so too (checked here against today, and again by the partner).
 */
function SignUpForm({ program }: { program: LoyaltyProgram }) {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  // The list keeps this screen's query, so nothing rewrites its address and drops the history entry's state.
  const search = useSearch();
  const profile = Session.useSelector(selectProfile);
  const [cardNumber, setCardNumber] = useState('');
  const [email, setEmail] = useState(profile?.email ?? '');
  const [firstName, setFirstName] = useState(profile?.firstName ?? '');
  const [lastName, setLastName] = useState(profile?.lastName ?? '');
  const [country, setCountry] = useState<string>(isCountry(profile?.country) ? profile.country : 'DE');
  const [language, setLanguage] = useState<Locale>(isLocale(i18n.locale) ? i18n.locale : defaultLocale);
  const [gender, setGender] = useState<Gender | ''>('');
  const [birthDate, setBirthDate] = useState('');
  const [minimumAge, setMinimumAge] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field, string>>>({});
  const subscribe = useSubscribeLoyalty({
    onJoined: () =>
      navigate(`/profile/loyalty${search ? `?${search}` : ''}`, {
        replace: true,
        state: { joinedProgram: program.name },
      }),
  });
  const { name, cardNumberLength } = program;
  const languageNames = new Intl.DisplayNames([i18n.locale], { type: 'language' });
  const birthDateMessages: Record<BirthDateProblem, string> = {
    invalid: t`Enter your birth date as a real day, or leave it empty.`,
    future: t`Your birth date cannot be in the future.`,
    tooYoung: t`You must be ${minimumSignUpAge} or older to join ${name}.`,
  };
  const edit =
    <T,>(set: (value: T) => void, field: Field) =>
    (value: T) => {
      set(value);
      setProblems(({ [field]: _, ...rest }) => rest);
      subscribe.edited();
    };

  const check = (): Partial<Record<Field, string>> => {
    const found: Partial<Record<Field, string>> = {};
    const cardProblem = cardNumber.trim() ? cardNumberProblem(cardNumber, cardNumberLength) : undefined;
    if (cardProblem === 'checkDigit')
      found.cardNumber = t`This ${name} card number has a typing error: a digit is wrong or two are swapped. Compare it with your card, or leave it empty to get a new card.`;
    else if (cardProblem)
      found.cardNumber = t`This is not a ${name} card number: it has ${cardNumberLength} digits. Check it, or leave it empty to get a new card.`;
    if (!email.trim()) found.email = t`Enter your email address.`;
    else if (!isEmail(email.trim())) found.email = t`Enter a valid email address.`;
    if (!firstName.trim()) found.firstName = t`Enter your first name.`;
    if (!lastName.trim()) found.lastName = t`Enter your last name.`;
    const birth = birthDateProblem(birthDate, new Date());
    if (birth) found.birthDate = birthDateMessages[birth];
    if (!minimumAge) found.minimumAge = t`Confirm that you are ${minimumSignUpAge} or older to join ${name}.`;
    return found;
  };

  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        const found = check();
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        const digits = cardNumberDigits(cardNumber);
        subscribe.submit({
          loyaltyProgramId: program._id,
          ...(digits ? { cardNumber: digits } : {}),
          email: email.trim(),
          firstName: firstName.trim(),
          lastName: lastName.trim(),
          country,
          language,
          ...(gender ? { gender } : {}),
          ...(birthDate ? { birthDate } : {}),
          confirmedMinimumAge: true,
        });
      }}
    >
      <TextField
        label={t`${name} card number (optional)`}
        description={t`Already a member? Enter your card number to link it. Leave it empty to get a new card.`}
        autoComplete="off"
        inputMode="numeric"
        spellCheck="false"
        value={cardNumber}
        onChange={edit(setCardNumber, 'cardNumber')}
        error={problems.cardNumber}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={edit(setEmail, 'email')}
        error={problems.email}
      />
      <TextField
        label={t`First name`}
        autoComplete="given-name"
        value={firstName}
        onChange={edit(setFirstName, 'firstName')}
        error={problems.firstName}
      />
      <TextField
        label={t`Last name`}
        autoComplete="family-name"
        value={lastName}
        onChange={edit(setLastName, 'lastName')}
        error={problems.lastName}
      />
      <CountrySelect
        label={t`Country`}
        value={country}
        onChange={(value) => {
          setCountry(value);
          subscribe.edited();
        }}
      />
      <SelectField
        label={t`Language`}
        value={language}
        options={locales.map((code) => ({ value: code, label: languageNames.of(code) ?? code }))}
        onChange={(value) => {
          setLanguage(value);
          subscribe.edited();
        }}
      />
      <SelectField<Gender | ''>
        label={t`Gender (optional)`}
        value={gender}
        options={[
          { value: '', label: t`Not stated` },
          { value: 'FEMALE', label: t`Female` },
          { value: 'MALE', label: t`Male` },
          { value: 'DIVERSE', label: t`Diverse` },
        ]}
        onChange={(value) => {
          setGender(value);
          subscribe.edited();
        }}
      />
      <TextField
        label={t`Birth date (optional)`}
        type="date"
        autoComplete="bday"
        value={birthDate}
        onChange={edit(setBirthDate, 'birthDate')}
        error={problems.birthDate}
      />
      <Checkbox isSelected={minimumAge} onChange={edit(setMinimumAge, 'minimumAge')} error={problems.minimumAge}>
        <Trans>I am {minimumSignUpAge} or older.</Trans>
      </Checkbox>
      <FormOutcome
        status={subscribe.status}
        failure={subscribe.error && i18n._(loyaltyRefusalMessages[loyaltyRefusal(subscribe.error)])}
      />
      <Button type="submit" isPending={subscribe.pending} className="button--block">
        <Trans>Sign up for {name}</Trans>
      </Button>
      <BackToLoyalty />
    </Form>
  );
}

function SignUp() {
  const programs = useLoyaltyPrograms();
  const subscriptions = useLoyaltySubscriptions();
  return (
    <Loaded
      query={bothQueries(programs, subscriptions)}
      failed={<Trans>The loyalty programmes could not be loaded. Check your connection and try again.</Trans>}
    >
      {([programList, cards]) => {
        // SPEC.md section 9: one partner programme with its own sign-up.
        const program = programList.find((candidate) => candidate.kind === 'PARTNER');
        if (!program) {
          return (
            <>
              <Notice tone="info">
                <Trans>No partner programme is offered at the moment.</Trans>
              </Notice>
              <BackToLoyalty />
            </>
          );
        }
        const { name, provider } = program;
        if (program.blockNewSubscriptions) {
          return (
            <>
              <Notice tone="info">
                <Trans>{name} takes no new members.</Trans>
              </Notice>
              <BackToLoyalty />
            </>
          );
        }
        if (cards.some((subscription) => isSubscriptionOf(subscription, program))) {
          return (
            <>
              <Notice tone="info">
                <Trans>You are already a member of {name}: your card is in your loyalty programmes.</Trans>
              </Notice>
              <BackToLoyalty />
            </>
          );
        }
        return (
          <>
            <p>
              <Trans>
                {name} is run by {provider}. Your details go to {provider}, who creates your membership, or links the
                one you have.
              </Trans>
            </p>
            <SignUpForm program={program} />
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * `/profile/loyalty/register` (SPEC.md section 2): the partner programme's sign-up (SPEC.md section 3), for drivers
 * 16 or older (section 5). The partner's refusals of SPEC.md section 8 (customer already exists, no matching
 * customer, generic) each have their message; nothing typed is lost.
 */
export function LoyaltySignUpScreen() {
  const enabled = useLoyaltyEnabled();
  return (
    <main className="screen">
      <h1>
        <Trans>Partner programme sign-up</Trans>
      </h1>
      {enabled ? <SignUp /> : <LoyaltyUnavailable />}
    </main>
  );
}
