import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useState } from 'react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'wouter';
import { type ExpensePeriod, expensePeriods, expensesQuery, vehiclesQuery } from '../../api/queries';
import { type CostCategory, costCategories, type Expenses } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useUserId } from '../../app/useUserId';
import { formatMoney } from '../../i18n/format';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { SelectField } from '../../ui/SelectField';
import { categoryLabels } from './costPayload';
import { type CategoryShare, categoryShares, chartScale } from './overviewData';
import './Overview.css';

/** One colour per category, each at least 3:1 against white; the names beside them say the same. */
const categoryColours: Record<CostCategory, string> = {
  FUEL_TOP_UP: '#0b5c3b',
  EV_CHARGE: '#1d5fd1',
  CAR_WASH: '#00707a',
  PARKING: '#6b3fa0',
  CAR_CARE: '#c2185b',
  CAR_PARTS: '#a0522d',
  REPAIR: '#a3162a',
  TAX: '#37474f',
  INSURANCE: '#8a5a00',
  LEASING: '#4a5d23',
  MISC: '#5d4037',
  GIFT_CARD: '#b0420f',
  SUBSCRIPTION: '#283593',
};

/** A month as a chart or table names it: short ("Mar"), with its year, or as one letter under a year's bars. */
const monthName = (locale: string, month: string, withYear: boolean, width: 'short' | 'narrow' = 'short') =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    month: width,
    ...(withYear ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));

/** More bars than this and each is too narrow for its words: letters for months, totals written upwards. */
const denseMonths = 6;

/** A bar's total in whole units (the exact amounts are in the list and the table). */
const barTotal = (locale: string, cents: number, currency: string) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(Math.round(cents / 100));

/** `/history/transactions-overview`: what a vehicle cost per category and per month, over 1 month, 6 or 12. */
export function OverviewScreen() {
  const { t } = useLingui();
  const api = useApi();
  const userId = useUserId();
  const [period, setPeriod] = useState<ExpensePeriod>('6m');
  const [chosenVehicle, setVehicle] = useState('');
  const vehicles = useQuery(vehiclesQuery(api, userId), queryClient);
  const vehicleId = chosenVehicle || vehicles.data?.[0]?._id || '';
  const periodLabels: Record<ExpensePeriod, string> = { '1m': t`1 month`, '6m': t`6 months`, '1y': t`1 year` };
  return (
    <main className="screen">
      <h1>
        <Trans>What your vehicle costs</Trans>
      </h1>
      <Loaded query={vehicles} failed={<Trans>Your vehicles could not be loaded.</Trans>}>
        {(list) =>
          list.length === 0 ? (
            <Notice tone="info">
              <Trans>
                Add a vehicle to see what it costs.{' '}
                <Link href="/profile/cars" className="link">
                  Your vehicles
                </Link>
              </Trans>
            </Notice>
          ) : (
            <>
              <SelectField
                label={t`Vehicle`}
                value={vehicleId}
                options={list.map((vehicle) => ({ value: vehicle._id, label: vehicle.nickName ?? vehicle._id }))}
                onChange={setVehicle}
              />
              <RadioGroup
                className="chip-group"
                orientation="horizontal"
                value={period}
                onChange={(value) => {
                  const chosen = expensePeriods.find((candidate) => candidate === value);
                  if (chosen) setPeriod(chosen);
                }}
              >
                <Label className="field__label">
                  <Trans>Period</Trans>
                </Label>
                <div className="chips">
                  {expensePeriods.map((option) => (
                    <Radio key={option} value={option} className="chip">
                      {periodLabels[option]}
                    </Radio>
                  ))}
                </div>
              </RadioGroup>
              <VehicleExpenses vehicleId={vehicleId} period={period} periodLabel={periodLabels[period]} />
            </>
          )
        }
      </Loaded>
      <Link href="/history/create" className="link">
        <Trans>Add a cost</Trans>
      </Link>
    </main>
  );
}

function VehicleExpenses({
  vehicleId,
  period,
  periodLabel,
}: {
  vehicleId: string;
  period: ExpensePeriod;
  periodLabel: string;
}) {
  const api = useApi();
  const userId = useUserId();
  const [now] = useState(() => new Date());
  const expenses = useQuery(expensesQuery(api, userId, vehicleId, period, now), queryClient);
  return (
    <Loaded query={expenses} failed={<Trans>What this vehicle cost could not be loaded.</Trans>}>
      {(costs) =>
        costs.total === 0 ? (
          <Notice tone="info">
            <Trans>No costs for this vehicle in the last {periodLabel}.</Trans>
          </Notice>
        ) : (
          <ExpensesChart expenses={costs} periodLabel={periodLabel} />
        )
      }
    </Loaded>
  );
}

function ExpensesChart({ expenses, periodLabel }: { expenses: Expenses; periodLabel: string }) {
  const { i18n } = useLingui();
  const money = (cents: number) => formatMoney(i18n.locale, cents / 100, expenses.currency);
  const shares = categoryShares(expenses);
  const months = expenses.byMonth ?? [];
  const scale = chartScale(months.map((month) => month.total));
  const total = money(expenses.total);
  const label = (share: CategoryShare) => i18n._(categoryLabels[share.category]);
  return (
    <section className="overview" aria-labelledby="overview-total">
      <p id="overview-total" className="overview__total">
        <Trans>
          Total in the last {periodLabel}: <strong>{total}</strong>
        </Trans>
      </p>
      {months.length > 1 && (
        <figure
          className={`overview__months${months.length > denseMonths ? ' overview__months--dense' : ''}`}
          aria-hidden="true"
        >
          {months.map((month) => (
            <div key={month.month} className="overview__month">
              <span className="overview__month-total">
                {month.total > 0 ? barTotal(i18n.locale, month.total, expenses.currency) : ''}
              </span>
              <div className="overview__bar" style={{ '--share': month.total / scale } as CSSProperties}>
                {costCategories
                  .filter((category) => (month.byCategory[category] ?? 0) > 0)
                  .map((category) => (
                    <div
                      key={category}
                      className="overview__segment"
                      style={{
                        flexGrow: month.byCategory[category] ?? 0,
                        background: categoryColours[category],
                      }}
                    />
                  ))}
              </div>
              <span className="overview__month-name">
                {monthName(i18n.locale, month.month, false, months.length > denseMonths ? 'narrow' : 'short')}
              </span>
            </div>
          ))}
        </figure>
      )}
      <h2>
        <Trans>By category</Trans>
      </h2>
      <ul className="overview__categories">
        {shares.map((share) => (
          <li key={share.category} className="overview__category">
            <span
              className="overview__swatch"
              style={{ background: categoryColours[share.category] }}
              aria-hidden="true"
            />
            <span className="overview__category-name">{label(share)}</span>
            <span className="overview__category-amount">
              {money(share.cents)}{' '}
              <span className="overview__percent">({share.percent < 1 ? '<1' : share.percent} %)</span>
            </span>
            <span className="overview__track" aria-hidden="true">
              <span
                className="overview__fill"
                style={{ width: `${share.percent}%`, background: categoryColours[share.category] }}
              />
            </span>
          </li>
        ))}
      </ul>
      {months.length > 1 && (
        // A table is as wide as its content whatever its own width: hidden in a box, it never widens the page.
        <div className="visually-hidden">
          <table>
            <caption>
              <Trans>Costs per month</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Month</Trans>
                </th>
                <th scope="col">
                  <Trans>Total</Trans>
                </th>
                <th scope="col">
                  <Trans>Categories</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.month}>
                  <th scope="row">{monthName(i18n.locale, month.month, true)}</th>
                  <td>{money(month.total)}</td>
                  <td>
                    {costCategories
                      .filter((category) => (month.byCategory[category] ?? 0) > 0)
                      .map(
                        (category) => `${i18n._(categoryLabels[category])} ${money(month.byCategory[category] ?? 0)}`,
                      )
                      .join(', ')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
