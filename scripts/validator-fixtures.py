#!/usr/bin/python3
"""
Writes tests/fixtures/validators.json: generated valid and invalid tax ids, phone numbers, e-mail addresses and
fuel card numbers, each with the verdict of a well-kept reference no one here wrote:
- tax ids of the twelve countries of SPEC.md section 3: python-stdnum (Debian's python3-stdnum);
- phone numbers: Google's libphonenumber as python-phonenumbers (python3-phonenumbers);
- e-mail addresses: python-email-validator's syntax check, without asking the DNS (python3-email-validator);
- fuel card numbers (ISO/IEC 7812, a Luhn check digit): python-stdnum's luhn.

    apt-get install python3-stdnum python3-phonenumbers python3-email-validator
    /usr/bin/python3 scripts/validator-fixtures.py

The sets are drawn from a fixed seed, so the file only changes when this script or a reference does.
tests/unit/validators.test.ts checks that the app's own checks give the reference's verdict on every entry.
"""
import json
import random
import string

import email_validator
import phonenumbers
import stdnum
from stdnum import luhn
from stdnum.at import uid as at_uid
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.ch import vat as ch_vat
from stdnum.de import idnr as de_idnr
from stdnum.de import vat as de_vat
from stdnum.dk import cvr as dk_cvr
from stdnum.es import nif as es_nif
from stdnum.fr import tva as fr_tva
from stdnum.it import codicefiscale as it_cf
from stdnum.it import iva as it_iva
from stdnum.lu import tva as lu_tva
from stdnum.nl import btw as nl_btw
from stdnum.pl import nip as pl_nip
from stdnum.pt import nif as pt_nif

rnd = random.Random(20261202)
PER_SET = 60

digits = lambda n: ''.join(rnd.choice(string.digits) for _ in range(n))
letters = lambda n: ''.join(rnd.choice(string.ascii_uppercase) for _ in range(n))


def cf_candidate():
    return letters(6) + digits(2) + rnd.choice('ABCDEHLMPRST') + digits(2) + letters(1) + digits(3) + letters(1)


# Per country: the kinds of number a driver there gives as a tax id, how to draw one, and the reference's check.
tax_kinds = {
    'AT': [(lambda: 'U' + digits(8), at_uid)],
    'BE': [(lambda: rnd.choice('01') + digits(9), be_vat)],
    'CH': [
        (lambda: 'CHE' + digits(9), ch_uid),
        (lambda: 'CHE' + digits(9) + rnd.choice(['MWST', 'TVA', 'IVA']), ch_vat),
    ],
    'DE': [(lambda: digits(9), de_vat), (lambda: str(rnd.randint(1, 9)) + digits(10), de_idnr)],
    'DK': [(lambda: digits(8), dk_cvr)],
    'ES': [
        (lambda: digits(8) + letters(1), es_nif),
        (lambda: rnd.choice('XYZ') + digits(7) + letters(1), es_nif),
        (lambda: rnd.choice('ABCDEFGHJNPQRSUVW') + digits(7) + rnd.choice(string.digits + 'ABCDEFGHIJ'), es_nif),
    ],
    'FR': [
        (lambda: digits(11), fr_tva),
        (lambda: rnd.choice('0123456789ABCDEFGHJKLMNPQRSTUVWXYZ') + rnd.choice('ABCDEFGHJKLMNPQRSTUVWXYZ') + digits(9), fr_tva),
    ],
    'IT': [(lambda: digits(11), it_iva), (cf_candidate, it_cf)],
    'LU': [(lambda: digits(8), lu_tva)],
    'NL': [(lambda: digits(9) + 'B' + digits(2), nl_btw)],
    'PL': [(lambda: digits(10), pl_nip)],
    'PT': [(lambda: digits(9), pt_nif)],
}


def tax_valid(country, number):
    return any(module.is_valid(number) for _, module in tax_kinds[country])


def mutate(number):
    """A near miss: one character changed, or two neighbours swapped."""
    chars = list(number)
    i = rnd.randrange(len(chars))
    if rnd.random() < 0.5 and i + 1 < len(chars):
        chars[i], chars[i + 1] = chars[i + 1], chars[i]
    else:
        pool = string.digits if chars[i].isdigit() else string.ascii_uppercase
        chars[i] = rnd.choice([c for c in pool if c != chars[i]])
    return ''.join(chars)


def tax_sets():
    sets = {}
    for country, kinds in tax_kinds.items():
        valid, invalid = [], []
        for draw, module in kinds:
            wanted = PER_SET // len(kinds)
            found = 0
            for _ in range(2_000_000):
                if found == wanted:
                    break
                number = draw()
                if module.is_valid(number):
                    valid.append(number)
                    found += 1
            assert found == wanted, (country, module.__name__)
        # Near misses of valid numbers, and random draws, that the reference refuses.
        while len(invalid) < PER_SET:
            number = mutate(rnd.choice(valid)) if rnd.random() < 0.7 else rnd.choice(kinds)[0]()
            if not tax_valid(country, number):
                invalid.append(number)
        sets[country] = {'valid': valid, 'invalid': invalid}
    return sets


def phone_sets():
    regions = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FR', 'IT', 'LU', 'NL', 'PL', 'PT', 'GB', 'US', 'SE', 'CZ']
    types = [phonenumbers.PhoneNumberType.FIXED_LINE, phonenumbers.PhoneNumberType.MOBILE]
    entries = []
    for region in regions:
        for kind in types:
            example = phonenumbers.example_number_for_type(region, kind)
            if example is None:
                continue
            for fmt in (phonenumbers.PhoneNumberFormat.E164, phonenumbers.PhoneNumberFormat.INTERNATIONAL,
                        phonenumbers.PhoneNumberFormat.NATIONAL):
                entries.append((phonenumbers.format_number(example, fmt), region))
            national = str(example.national_number)
            code = example.country_code
            entries.append((f'+{code}{national[:-2]}', region))  # too short
            entries.append((f'+{code}{national}00', region))  # too long
            entries.append((f'+{code}{mutate(national)}', region))
    entries += [('+999 123456', 'DE'), ('+45 1234', 'DK'), ('000000', 'DE'), ('+49 000 0000000', 'DE'),
                ('123', 'DE'), ('+351 2', 'PT'), ('0049 30 901820', 'DE')]
    result = []
    for text, region in entries:
        try:
            valid = phonenumbers.is_valid_number(phonenumbers.parse(text, region))
        except phonenumbers.NumberParseException:
            valid = False
        result.append({'input': text, 'region': region, 'valid': valid})
    return result


def email_sets():
    locals_ = ['user', 'first.last', 'user+tag', 'user_name', 'u', 'x' * 64, "o'brien", 'a-b',
               '.user', 'user.', 'us..er', 'us er', 'user@', '"quoted"', 'x' * 65, '']
    domains = ['example.com', 'mail.example.de', 'example.co.uk', 'xn--bcher-kva.de', 'a.de', 'sub-domain.example.com',
               '-example.com', 'example-.com', 'example..com', '.example.com', 'example.com.', 'example', 'localhost',
               'exa_mple.com', 'example.c', 'example.123', ('a' * 64) + '.com', 'b\u00fccher.de']
    result = []
    for local in locals_:
        for domain in domains:
            text = f'{local}@{domain}'
            try:
                email_validator.validate_email(text, check_deliverability=False, allow_smtputf8=False)
                valid = True
            except email_validator.EmailNotValidError:
                valid = False
            result.append({'input': text, 'valid': valid})
    # (Spaces around an address are not among them: the forms trim what was typed before it is checked.)
    for text in ['user@@example.com', 'userexample.com', 'user@ex ample.com', 'user@[127.0.0.1]']:
        result.append({'input': text, 'valid': False})
    return result


def fuel_card_sets():
    valid, invalid = [], []
    while len(valid) < PER_SET:
        body = '70' + digits(rnd.randint(13, 16))
        valid.append(body + luhn.calc_check_digit(body))
    while len(invalid) < PER_SET:
        number = mutate(rnd.choice(valid))
        if not luhn.is_valid(number):
            invalid.append(number)
    return {'valid': valid, 'invalid': invalid}


fixtures = {
    'references': {
        'python-stdnum': stdnum.__version__,
        'phonenumbers': phonenumbers.__version__,
        'email-validator': getattr(email_validator, '__version__', '1.3.0'),
    },
    'taxIds': tax_sets(),
    'phones': phone_sets(),
    'emails': email_sets(),
    'fuelCards': fuel_card_sets(),
}
with open('tests/fixtures/validators.json', 'w') as out:
    json.dump(fixtures, out, indent=1, ensure_ascii=False)
    out.write('\n')
print({key: len(value) for key, value in fixtures['taxIds'].items()}, len(fixtures['phones']), len(fixtures['emails']))
