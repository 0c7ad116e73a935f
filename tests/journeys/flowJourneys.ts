/**
 * End-to-end journeys generated from an order flow's graph: for each outcome of the flow (a final state, told
 * apart by the screen it shows), the shortest way from the start to it, as steps a driver and the sandbox
 * platform can take.
 *
 * The flow's graph hides the order lifecycle behind its `xstate.done.actor.order` event, whose payload is the
 * lifecycle's outcome; the flow's own waits hide the order poll the same way. So an abstract step is an input the
 * flow starts from (`start: a new payment`) or, named by the state it happens in, a lifecycle outcome
 * (`ordering: order reached PRODUCT_ACQUIRED`, `ordering: order failed afterPayment PROBLEM`, `ordering: order
 * cancelled`), a poll outcome (`finishing: orderPoll reached COMPLETED`), another child's answer (`stopping:
 * stopAcquire done`, `<state>: <child> error`) or a driver event (`charging: finish.confirmed`). The outcomes of
 * the lifecycle and of the poll are enumerated from their contracts (their output types and the input the flow
 * gives them), not picked by hand, so every outcome the flow's chart can reach is found.
 *
 * Each flow maps the abstract steps it can take in the sandbox to a {@link JourneyStep} (scenarios in the start
 * URL, the sandbox's speed, what the driver does). An outcome's journey is its shortest path through mapped
 * steps only. An outcome that no mapped path reaches is either declared unproducible (with the reason) or has no
 * journey: then the first step of its shortest path that has no mapping is named ("no journey step for event X in
 * flow Y"), and the test of that outcome fails.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, InputFrom, StateNode } from 'xstate';
import type { OrderLifecycleInput, OrderOutcome, OrderPhase } from '../../machines/orderLifecycle';
import { type OrderPollInput, type OrderPollOutput, orderErrorStates } from '../../machines/orderPoll';
import { failedStates } from '../../machines/shared/orderStates';
import type { OrderLike, OrderState } from '../../machines/shared/ports';
import type { FlowScreens, PayScreen, ScreenTarget } from '../../src/flows/pay/flowScreens';
import { flowTarget } from '../../src/flows/pay/flowScreens';
import type { Scenario } from '../../src/sandbox/scenarios';
import { walkGraph } from '../graph/traversalEvents';

// ---------------------------------------------------------------------------------------------- journey steps

/** What the driver does in the browser; the e2e runner implements each (tests/e2e/journeys.ts). */
export type DriverAction =
  /** Prepay: pump 1 (a prepay pump), its hint, Super E5 and €50: the summary. */
  | 'choose pump 1, Super E5 and €50'
  /** Postpay: pump 6 (a postpay pump) and its hint: the pump is released for fueling. */
  | 'choose pump 6'
  /** Postpay: the summary once the nozzle is back (the order PAYMENT_PENDING). */
  | 'wait for the summary'
  | 'open the car washes'
  | 'choose the Basic wash'
  | 'choose the CCS 150 kW charger'
  /** The mileage step of an account that asks for it: skipped. */
  | 'skip the mileage'
  /** The summary's pay button with the preferred card (whatever its amount says). */
  | 'pay'
  /** The bank's page (scenario `user-interaction`): the driver declines. */
  | 'decline at the bank'
  /** The screen's cancel button, and yes in the dialog. */
  | 'cancel the order'
  /** EV: the charger started (the connection check is over). */
  | 'wait for charging'
  | 'finish charging'
  /**
   * The order of this journey opened again by its link (a reload, the bank's return address): the flow's bank
   * return screen with the order's id, once the app shows a screen of the pay area naming it.
   */
  | 'open this order again'
  /** A screen of the pay area opened by its URL: the station's `pid` is added, `query` names the rest. */
  | { open: PayScreen; query: Record<string, string> };

/** What it takes in the sandbox for one abstract step to happen. */
export interface JourneyStep {
  /** Sandbox scenarios the journey's start URL switches on (`sandbox=…`). */
  scenarios?: readonly Scenario[];
  /** The sandbox's step in ms (`sandboxStep`) this step needs at least, e.g. time to cancel before a pump starts. */
  stepMs?: number;
  /** What the driver does, in order; none when the platform takes the step by itself (an order polled on). */
  does: readonly DriverAction[];
}

/** The sandbox's step of a journey whose steps ask for nothing slower: fast, as the hand-written specs use it. */
export const fastStepMs = 400;

/** A flow, its screens, where its journeys start and how its abstract steps happen in the sandbox. */
export interface FlowJourneySpec<M extends AnyStateMachine = AnyStateMachine> {
  /** How the journeys' names call the flow: `prepay` gives `prepay journey → cancelled: …`. */
  label: string;
  machine: M;
  screens: FlowScreens<M>;
  /** The station whose pay area every journey opens first (`/pay?pid=…`, with the sandbox settings). */
  station: string;
  /** Where the driver stands (the pay area's geofence); the browser's default otherwise. */
  geolocation?: { latitude: number; longitude: number };
  /** Named inputs the graph is walked from; the name is the journey step `start: <name>`. */
  inputs: readonly (readonly [name: string, input: InputFrom<M>])[];
  /** Journey steps by abstract step name (`start: a new payment`, `ordering: order cancelled`). */
  steps: Readonly<Record<string, JourneyStep>>;
  /** Outcomes (by {@link Outcome.key}) the sandbox cannot produce, with the reason. */
  unproducible?: Readonly<Record<string, string>>;
}

// ---------------------------------------------------------------------------------------------- abstract steps

/** The order every abstract outcome carries. */
export const journeyOrderId = 'journey-order';
const order = (state: OrderState, more: Partial<OrderLike> = {}): OrderLike => ({
  _id: journeyOrderId,
  state,
  ...more,
});

/** Every phase a lifecycle can fail in (a compile error here when one is added). */
const phases = Object.keys({
  notFound: true,
  creation: true,
  resume: true,
  beforePayment: true,
  payment: true,
  afterPayment: true,
} satisfies Record<OrderPhase, true>) as OrderPhase[];

/** The order a failed lifecycle may carry: none (never read), one in an error state, or an expired one. */
const failedOrders: readonly [name: string, order: OrderLike | undefined][] = [
  ['', undefined],
  ...failedStates.map((state) => [` ${state}`, order(state)] as [string, OrderLike]),
  [' FAILED expired', order('FAILED', { error: { message: 'Order is expired' } })],
];

/**
 * The outcomes a lifecycle with this input can end in (its output, orderLifecycle.types.ts): `reached` with
 * the order in one of its target states, `cancelled` where the driver may cancel, `cancelFailed` where a refused
 * cancel ends the flow, `choiceNeeded` where an unpaid order was opened without what paying it needs, and
 * `failed` in every phase, with or without the order.
 */
export function lifecycleOutcomes(input: OrderLifecycleInput): [name: string, outcome: OrderOutcome][] {
  return [
    ...input.target.map((state): [string, OrderOutcome] => [
      `reached ${state}`,
      { type: 'reached', order: order(state) },
    ]),
    ...(input.cancel.from.length > 0 ? [['cancelled', { type: 'cancelled' }] as [string, OrderOutcome]] : []),
    ...(input.cancel.whenRefused === 'end'
      ? [['cancelFailed', { type: 'cancelFailed' }] as [string, OrderOutcome]]
      : []),
    ...(input.choiceNeeded ? [['choiceNeeded', { type: 'choiceNeeded' }] as [string, OrderOutcome]] : []),
    ...phases.flatMap((phase) =>
      failedOrders.map(([name, failed]): [string, OrderOutcome] => [
        `failed ${phase}${name}`,
        { type: 'failed', phase, order: failed },
      ]),
    ),
  ];
}

/** The outcomes of an order poll with this input: one of its targets reached, or an error state of its wait. */
export function pollOutcomes(input: OrderPollInput): [name: string, output: OrderPollOutput][] {
  return [
    ...input.targets.map((state): [string, OrderPollOutput] => [
      `reached ${state}`,
      { status: 'reached', order: order(state) },
    ]),
    ...orderErrorStates[input.wait]
      .filter((state) => !input.targets.includes(state))
      .map((state): [string, OrderPollOutput] => [
        `failed ${state}`,
        { status: 'failed', order: order(state), errorCode: 'orderFailed' },
      ]),
  ];
}

/** A state as names and titles show it. */
const stateOf = (snapshot: AnyMachineSnapshot) =>
  typeof snapshot.value === 'string' ? snapshot.value : JSON.stringify(snapshot.value);

/** The name of every abstract event the walk tried (the events are the walk's own objects). */
const stepNames = new WeakMap<AnyEventObject, string>();
export const stepName = (event: AnyEventObject) => stepNames.get(event) ?? event.type;
const named = (name: string, event: AnyEventObject) => {
  stepNames.set(event, name);
  return event;
};

/** The invoke (id, src and input mapper) of an invoked child of the snapshot's state. */
function invokeOf(snapshot: AnyMachineSnapshot, id: string) {
  return snapshot._nodes.flatMap((node: StateNode) => node.invoke).find((invoke: { id: string }) => invoke.id === id) as
    | { id: string; src: string; input?: unknown }
    | undefined;
}

/** The input a child is invoked with, from the snapshot's context (as the actor would compute it). */
function childInput<T>(snapshot: AnyMachineSnapshot, invoke: { input?: unknown }): T {
  const input = invoke.input;
  return (
    typeof input === 'function'
      ? input({ context: snapshot.context, event: { type: 'journey' }, self: undefined })
      : input
  ) as T;
}

/**
 * The abstract events of a snapshot's state: every event its nodes handle, the answers of its children
 * enumerated from their contracts (the lifecycle's outcomes, the poll's outputs; any other child answers with
 * the order, as the EV chart's `stopAcquire` does) and their failures.
 */
export function abstractEvents(snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const state = stateOf(snapshot);
  const types = [...new Set<string>(snapshot._nodes.flatMap((node: StateNode) => node.ownEvents))];
  return types.flatMap((type): AnyEventObject[] => {
    if (type.startsWith('xstate.done.state.')) return [];
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type)?.[1];
    const error = /^xstate\.error\.actor\.(.+)$/.exec(type)?.[1];
    if (error) return [named(`${state}: ${error} error`, { type, error: new Error(`${error} broke`) })];
    if (!done) return [named(`${state}: ${type}`, { type })];
    const invoke = invokeOf(snapshot, done);
    if (invoke?.src === 'orderLifecycle') {
      return lifecycleOutcomes(childInput<OrderLifecycleInput>(snapshot, invoke)).map(([name, output]) =>
        named(`${state}: ${done} ${name}`, { type, output }),
      );
    }
    if (invoke?.src === 'orderPoll') {
      return pollOutcomes(childInput<OrderPollInput>(snapshot, invoke)).map(([name, output]) =>
        named(`${state}: ${done} ${name}`, { type, output }),
      );
    }
    return [named(`${state}: ${done} done`, { type, output: order('PRODUCT_ACQUIRED') })];
  });
}

// ---------------------------------------------------------------------------------------------- outcomes

/** Query keys that carry the order (its id is the sandbox's, checked for presence only) rather than tell outcomes apart. */
const orderKeys = new Set(['orderId', 'orderType', 'declined']);

/** A screen as it tells outcomes apart: its path and the query values it sets (`/error?type=fueling_prepay`). */
export function screenKey(target: ScreenTarget): string {
  const values = Object.entries(target.query)
    .filter(([key, value]) => value !== undefined && !orderKeys.has(key))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`);
  return values.length ? `${target.path}?${values.join('&')}` : target.path;
}

/** An outcome of a flow: a final state and the screen it shows (the chart's own URL projection, flowScreens.ts). */
export interface Outcome {
  /** `failed /error?type=fueling_prepay`. */
  key: string;
  state: string;
  screen: string;
  target: ScreenTarget;
}

function outcomeOf(spec: FlowJourneySpec, snapshot: AnyMachineSnapshot): Outcome | undefined {
  if (snapshot.status !== 'done') return undefined;
  const target = flowTarget(spec.screens, snapshot, undefined, snapshot.context.order?._id ?? snapshot.context.orderId);
  if (!target) throw new Error(`${spec.machine.id}: the final state ${stateOf(snapshot)} shows no screen`);
  const state = stateOf(snapshot);
  const screen = screenKey(target);
  return { key: `${state} ${screen}`, state, screen, target };
}

/** States tell apart what leads on: the state, its error code and, once final, the screen it shows. */
const serializer = (spec: FlowJourneySpec) => (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, snapshot.context.errorCode ?? null, outcomeOf(spec, snapshot)?.screen ?? null]);

// ---------------------------------------------------------------------------------------------- paths

/** One step of a path: the abstract step and the state it leads to. */
export interface PathStep {
  name: string;
  to: string;
}

interface FoundPath {
  input: string;
  /** `start: <input>`, then the abstract events. */
  steps: PathStep[];
}

/** The shortest path to every outcome from the flow's inputs (ties: the earlier input, then the walk's order). */
function shortestPaths(spec: FlowJourneySpec, allowed: (name: string) => boolean): Map<string, FoundPath> {
  const serializeState = serializer(spec);
  const found = new Map<string, FoundPath & { outcome: Outcome }>();
  for (const [inputName, input] of spec.inputs) {
    const start = `start: ${inputName}`;
    if (!allowed(start)) continue;
    const walk = walkGraph(spec.machine, input, {
      serializeState,
      events: (snapshot) => abstractEvents(snapshot).filter((event) => allowed(stepName(event))),
    });
    for (const path of walk.paths) {
      const outcome = outcomeOf(spec, path.state);
      if (!outcome) continue;
      const [first, ...rest] = path.steps;
      const steps = [
        { name: start, to: first ? stateOf(first.state) : '' },
        ...rest.map(({ state, event }) => ({ name: event ? stepName(event) : '', to: stateOf(state) })),
      ];
      const known = found.get(outcome.key);
      if (!known || known.steps.length > steps.length) found.set(outcome.key, { input: inputName, steps, outcome });
    }
  }
  return found;
}

/** Every outcome the flow's chart reaches from its inputs, in the order of the walk. */
export function flowOutcomes(spec: FlowJourneySpec): Outcome[] {
  const outcomes = new Map<string, Outcome>();
  for (const [, input] of spec.inputs) {
    const walk = walkGraph(spec.machine, input, { serializeState: serializer(spec), events: abstractEvents });
    for (const path of walk.paths) {
      const outcome = outcomeOf(spec, path.state);
      if (outcome && !outcomes.has(outcome.key)) outcomes.set(outcome.key, outcome);
    }
  }
  return [...outcomes.values()];
}

/** Every abstract step name the walk from the flow's inputs tries somewhere (inputs as `start: <name>`). */
export function flowStepNames(spec: FlowJourneySpec): Set<string> {
  const names = new Set(spec.inputs.map(([name]) => `start: ${name}`));
  for (const [, input] of spec.inputs) {
    const walk = walkGraph(spec.machine, input, { serializeState: serializer(spec), events: abstractEvents });
    for (const edge of walk.edges) names.add(stepName(edge.event));
  }
  return names;
}

// ---------------------------------------------------------------------------------------------- journeys

interface JourneyBase {
  flow: string;
  outcome: Outcome;
  /** `prepay journey → cancelled: starting → ordering → cancelled`. */
  title: string;
}

/** A journey the sandbox can run: its steps, the scenarios and the speed it starts with. */
export interface Journey extends JourneyBase {
  kind: 'journey';
  input: string;
  steps: (PathStep & { step: JourneyStep })[];
  scenarios: Scenario[];
  stepMs: number;
}

/** An outcome the sandbox cannot produce (declared so, with the reason). */
export interface UnproducibleOutcome extends JourneyBase {
  kind: 'unproducible';
  reason: string;
}

/** An outcome whose shortest path has a step without a journey step. */
export interface UnmappedOutcome extends JourneyBase {
  kind: 'unmapped';
  /** `no journey step for event "ordering: order failed payment" in flow prepayFuel`. */
  error: string;
}

export type FlowJourney = Journey | UnproducibleOutcome | UnmappedOutcome;

export const missingStepMessage = (step: string, flow: string) => `no journey step for event "${step}" in flow ${flow}`;

/** `starting → ordering → failed`: the chart's initial state, then the state after each step. */
function pathTitle(spec: FlowJourneySpec, steps: readonly PathStep[]) {
  const initial = String(spec.machine.config.initial ?? '');
  const states = steps.map((step) => step.to);
  return (states[0] === initial ? states : [initial, ...states]).join(' → ');
}

/** The outcome as a title names it: its state, and its screen where other outcomes end in the same state. */
function outcomeTitle(outcome: Outcome, all: readonly Outcome[]) {
  if (all.filter((other) => other.state === outcome.state).length < 2) return outcome.state;
  const query = outcome.screen.split('?')[1];
  return `${outcome.state} (${query ?? outcome.screen})`;
}

/**
 * The journey of every outcome of the flow: the shortest path through mapped steps; else the declared reason
 * it cannot be produced; else the first step of its shortest path that has no journey step.
 */
export function flowJourneys(spec: FlowJourneySpec): FlowJourney[] {
  const flow = spec.machine.id;
  const outcomes = flowOutcomes(spec);
  const mapped = shortestPaths(spec, (name) => name in spec.steps);
  const any = shortestPaths(spec, () => true);
  return outcomes.map((outcome): FlowJourney => {
    const name = `${spec.label} journey → ${outcomeTitle(outcome, outcomes)}`;
    const path = mapped.get(outcome.key);
    if (path) {
      const steps = path.steps.map((step) => ({ ...step, step: spec.steps[step.name] as JourneyStep }));
      return {
        kind: 'journey',
        flow,
        outcome,
        title: `${name}: ${pathTitle(spec, steps)}`,
        input: path.input,
        steps,
        scenarios: [...new Set(steps.flatMap(({ step }) => step.scenarios ?? []))],
        stepMs: Math.max(fastStepMs, ...steps.map(({ step }) => step.stepMs ?? 0)),
      };
    }
    const reason = spec.unproducible?.[outcome.key];
    const shortest = any.get(outcome.key);
    const title = `${name}: ${shortest ? pathTitle(spec, shortest.steps) : outcome.state}`;
    if (reason !== undefined) return { kind: 'unproducible', flow, outcome, title, reason };
    const missing = shortest?.steps.find((step) => !(step.name in spec.steps))?.name ?? outcome.key;
    return { kind: 'unmapped', flow, outcome, title, error: missingStepMessage(missing, flow) };
  });
}

/** The journey to run for an outcome; for one with a step that has no journey step, the error naming that step. */
export function runnableJourney(journey: FlowJourney): Journey {
  if (journey.kind === 'unmapped') throw new Error(journey.error);
  if (journey.kind === 'unproducible') throw new Error(`${journey.title}: not producible (${journey.reason})`);
  return journey;
}

/**
 * What is stale in a flow's journey spec: journey steps for no abstract step of its graph, and outcomes declared
 * unproducible that are no outcome of the flow or that a journey now reaches.
 */
export function staleEntries(spec: FlowJourneySpec): string[] {
  const names = flowStepNames(spec);
  const journeys = flowJourneys(spec);
  const outcomes = new Map(journeys.map((journey) => [journey.outcome.key, journey]));
  return [
    ...Object.keys(spec.steps)
      .filter((name) => !names.has(name))
      .map((name) => `step "${name}" is no step of ${spec.machine.id}`),
    ...Object.keys(spec.unproducible ?? {}).flatMap((key) => {
      const journey = outcomes.get(key);
      if (!journey) return [`"${key}" is no outcome of ${spec.machine.id}`];
      return journey.kind === 'journey' ? [`"${key}" of ${spec.machine.id} has a journey`] : [];
    }),
  ];
}
