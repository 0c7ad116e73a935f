import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { hasOZeroConfusion, voucherCodeCandidates } from './voucherCode';
import { voucherRefusal, voucherRefusalMessages } from './voucherRefusal';
import { useAddVoucher } from './vouchersData';

/**
 * `/profile/vouchers/add` (SPEC.md section 2): a voucher code, forgiving about case, spaces, hyphens and O for 0
 * (voucherCode.ts). Each refusal of SPEC.md section 8 has its own message, and what was typed stays; a voucher
 * added leads to the list, where it is marked.
 */
export function AddVoucherScreen() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  // The list keeps this screen's query, so nothing rewrites its address and drops the history entry's state.
  const search = useSearch();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const add = useAddVoucher({
    onAdded: (voucher) =>
      navigate(`/profile/vouchers${search ? `?${search}` : ''}`, {
        replace: true,
        state: { addedVoucher: voucher.name },
      }),
  });
  const refusal = add.status === 'error' ? voucherRefusal(add.error) : undefined;
  return (
    <main className="screen">
      <h1>
        <Trans>Add a voucher code</Trans>
      </h1>
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          const candidates = voucherCodeCandidates(code);
          setEmpty(candidates.length === 0);
          if (candidates.length > 0) add.submit(candidates);
        }}
      >
        <TextField
          label={t`Voucher code`}
          description={t`Small or capital letters, with or without spaces and hyphens. Not sure whether it is the letter O or the digit 0? Type either: both are tried.`}
          autoComplete="off"
          spellCheck="false"
          value={code}
          onChange={(value) => {
            setCode(value);
            setEmpty(false);
            add.edited();
          }}
          error={empty ? t`Enter the code printed on your voucher.` : undefined}
        />
        <FormOutcome
          status={add.status}
          failure={
            refusal && (
              <>
                {i18n._(voucherRefusalMessages[refusal])}
                {refusal === 'notVerified' && hasOZeroConfusion(code) && (
                  <>
                    {' '}
                    <Trans>It was tried with both the letter O and the digit 0.</Trans>
                  </>
                )}
              </>
            )
          }
        />
        <Button type="submit" isPending={add.pending} className="button--block">
          <Trans>Add voucher</Trans>
        </Button>
        <Link href="/profile/vouchers" className="link">
          <Trans>Back to your vouchers</Trans>
        </Link>
      </Form>
    </main>
  );
}
