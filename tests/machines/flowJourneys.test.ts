import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, createMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';
import { prepayFuelMachine } from '../../machines/prepayFuel';
import { prepayScreens } from '../../src/flows/pay/flowScreens';
import {
  type FlowJourneySpec,
  flowJourneys,
  lifecycleOutcomes,
  missingStepMessage,
  runnableJourney,
  staleEntries,
} from '../journeys/flowJourneys';
import { orderFlowJourneys, prepayJourneys, screenTexts } from '../journeys/orderFlowJourneys';

const finalStates = (machine: AnyStateMachine) =>
  getStateNodes(machine.root)
    .filter((node) => node.type === 'final')
    .map((node) => node.key);

describe.each(orderFlowJourneys.map((spec) => [spec.label, spec as FlowJourneySpec] as const))(
  '%s journeys',
  (_label, spec) => {
    const journeys = flowJourneys(spec);
    const runnable = journeys.filter((journey) => journey.kind === 'journey');

    it('every final state of the chart gets a journey the sandbox runs', () => {
      expect(new Set(runnable.map((journey) => journey.outcome.state))).toEqual(new Set(finalStates(spec.machine)));
    });

    it('every outcome has a journey or a reason why the sandbox cannot produce it', () => {
      expect(journeys.filter((journey) => journey.kind === 'unmapped').map((journey) => journey.title)).toEqual([]);
    });

    it('maps no step the chart does not take and declares no outcome it reaches or does not have', () => {
      expect(staleEntries(spec)).toEqual([]);
    });

    it('knows what the driver reads where every journey ends', () => {
      expect(runnable.filter((journey) => !screenTexts[journey.outcome.screen]).map((j) => j.outcome.key)).toEqual([]);
    });

    it('names every journey after its outcome and the states of its path', () => {
      const titles = journeys.map((journey) => journey.title);
      expect(new Set(titles).size).toBe(titles.length);
      for (const title of titles) expect(title).toMatch(new RegExp(`^${spec.label} journey → \\w+.*: starting → `));
    });
  },
);

describe('journey paths', () => {
  const prepay = flowJourneys(prepayJourneys);
  const byKey = (key: string) => prepay.find((journey) => journey.outcome.key === key);

  it('takes the shortest path to each outcome, through the lifecycle outcome it needs', () => {
    const cancelled = runnableJourney(byKey('cancelled /pay/cancel?state=CANCELLED_PREPAY')!);
    expect(cancelled.title).toBe('prepay journey → cancelled: starting → ordering → cancelled');
    expect(cancelled.steps.map((step) => step.name)).toEqual(['start: a new payment', 'ordering: order cancelled']);
    // The cancel needs the pump to take its time.
    expect(cancelled.stepMs).toBe(4000);
    const noFeedback = runnableJourney(byKey('failed /error?type=fueling_prepay')!);
    expect(noFeedback.scenarios).toEqual(['pump-no-feedback']);
    expect(noFeedback.outcome.target).toEqual({
      path: '/error',
      query: { type: 'fueling_prepay', orderId: 'journey-order' },
    });
  });

  it('tells outcomes of one final state apart by the screen they show', () => {
    expect(prepay.filter((journey) => journey.outcome.state === 'incomplete').map((j) => j.outcome.screen)).toEqual([
      '/pay/pump',
      '/pay/prepay/fuelselection',
      '/pay/prepay/amount',
    ]);
  });

  it('an outcome whose path has a step without a journey step fails, naming the step and the flow', () => {
    const { 'ordering: order cancelled': _, ...steps } = prepayJourneys.steps;
    const cancelled = flowJourneys({ ...prepayJourneys, steps }).find(
      (journey) => journey.outcome.state === 'cancelled',
    );
    const message = 'no journey step for event "ordering: order cancelled" in flow prepayFuel';
    expect(missingStepMessage('ordering: order cancelled', 'prepayFuel')).toBe(message);
    expect(cancelled).toMatchObject({ kind: 'unmapped', error: message });
    expect(() => runnableJourney(cancelled!)).toThrow(message);
  });

  it('a new final state of a flow gets a journey as soon as its steps have journey steps', () => {
    // Prepay with a final state for a payment the bank rejected after all (an order REJECTED once paid).
    const config = prepayFuelMachine.config as { states: Record<string, { invoke?: { onDone: unknown[] } }> };
    const ordering = config.states.ordering!;
    const onDone = ordering.invoke!.onDone;
    const rejected = {
      guard: ({ event }: { event: { output: { type: string; phase?: string; order?: { state: string } } } }) =>
        event.output.phase === 'afterPayment' && event.output.order?.state === 'REJECTED',
      target: 'rejected',
    };
    const variant = createMachine(
      {
        ...(config as object),
        states: {
          ...config.states,
          ordering: { ...ordering, invoke: { ...ordering.invoke, onDone: [rejected, ...onDone] } },
          rejected: { type: 'final' },
        },
      } as never,
      prepayFuelMachine.implementations as never,
    ) as unknown as typeof prepayFuelMachine;
    const screens = { ...prepayScreens, states: { ...prepayScreens.states, rejected: 'pump' as const } };
    const spec = { ...prepayJourneys, machine: variant, screens };

    const unmapped = flowJourneys(spec).find((journey) => journey.outcome.state === 'rejected');
    expect(unmapped).toMatchObject({
      kind: 'unmapped',
      title: 'prepay journey → rejected: starting → ordering → rejected',
      error: 'no journey step for event "ordering: order failed afterPayment REJECTED" in flow prepayFuel',
    });

    const mapped = flowJourneys({
      ...spec,
      steps: { ...spec.steps, 'ordering: order failed afterPayment REJECTED': { does: ['pay'] } },
    }).find((journey) => journey.outcome.state === 'rejected');
    expect(mapped).toMatchObject({ kind: 'journey', outcome: { screen: '/pay/pump' } });
  });

  it('enumerates the lifecycle outcomes from its input: its targets, where it may cancel, every failure', () => {
    const names = lifecycleOutcomes({
      request: { stationId: 's', productId: 'p', autoAcquire: true },
      createAt: 'start',
      target: ['PRODUCT_ACQUIRED'],
      cancel: { orderType: 'POSTPAY', from: ['checkout'], whenRefused: 'end' },
      isGuest: false,
      quickCheckout: false,
      asksOdometer: false,
      twoFactorMethod: 'none',
    }).map(([name]) => name);
    expect(names.slice(0, 3)).toEqual(['reached PRODUCT_ACQUIRED', 'cancelled', 'cancelFailed']);
    expect(names).toContain('failed beforePayment FAILED expired');
    expect(names).toContain('failed afterPayment PROBLEM');
    expect(names).toContain('failed resume');
  });
});
