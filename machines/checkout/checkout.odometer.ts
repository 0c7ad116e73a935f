/**
 * The checkout's odometer step (SPEC.md sections 2, 4 and 5), where the account asks for it: the driver's
 * vehicles load, the driver gives the mileage (asked "are you sure?" when it is far from the vehicle's last one),
 * skips it, or refuses it for good. The payment never depends on it: a failed load goes on without the mileage.
 * What is typed goes to the app with `keepDraft` as it changes, so a reload shows it again.
 */
import { assign } from 'xstate';
import { checkoutSetup, draftOf } from './checkout.setup';

export const odometerState = checkoutSetup.createStateConfig({
  description: 'The mileage step before the payment: the driver gives the vehicle’s mileage, or skips it.',
  initial: 'loading',
  on: {
    'odometer.edited': {
      description: 'The driver types a mileage or picks another vehicle: kept for a reload, not judged yet.',
      actions: [
        assign({ typedMileage: ({ event }) => ({ text: event.text, vehicleId: event.vehicleId }) }),
        { type: 'keepDraft', params: ({ context }) => draftOf(context) },
      ],
    },
  },
  states: {
    loading: {
      description: 'The app loads the driver’s vehicles and their last mileage; the step shows it loading.',
      tags: 'busy',
      invoke: {
        id: 'loadOdometer',
        src: 'loadOdometer',
        onDone: [
          {
            guard: {
              type: 'the driver refused the mileage question for good',
              params: ({ event }) => ({ refused: event.output.refused }),
            },
            target: '#checkout.choosing',
            description: 'The driver said before never to ask again: straight to the payment.',
          },
          {
            target: 'asking',
            actions: assign({
              odometer: ({ event }) => ({
                vehicles: event.output.vehicles,
                preferredId: event.output.preferredId,
              }),
            }),
            description: 'The vehicles are loaded: the driver is asked.',
          },
        ],
        // The payment never depends on the mileage.
        onError: {
          target: '#checkout.choosing',
          description: 'The vehicles could not be loaded: the payment goes on without the mileage.',
        },
      },
    },
    asking: {
      description: 'The driver sees the mileage field (and the vehicle to pick), with “skip” and “don’t ask again”.',
      on: {
        'odometer.submitted': [
          {
            guard: {
              type: 'the mileage is far from the last one of the vehicle',
              params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }),
            },
            target: 'confirming',
            actions: { type: 'keepMileage', params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }) },
            description: 'The mileage is far above, or below, the vehicle’s last one: the driver is asked to confirm.',
          },
          {
            guard: { type: 'the mileage is one the platform takes', params: ({ event }) => ({ km: event.km }) },
            target: 'saving',
            actions: { type: 'keepMileage', params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }) },
            description: 'A valid mileage: it is saved.',
          },
          {
            actions: assign({ stepError: 'odometerInvalid' }),
            description: 'Not a valid mileage: the field says so.',
          },
        ],
        'odometer.skipped': [
          {
            guard: {
              type: 'the driver asks never to be asked again',
              params: ({ event }) => ({ neverAsk: event.neverAsk }),
            },
            target: 'refusing',
            description: 'The driver chooses “don’t ask again”: the refusal is stored.',
          },
          {
            target: '#checkout.choosing',
            actions: 'rememberOdometerAnswered',
            description: 'The driver skips the mileage this time.',
          },
        ],
      },
    },
    /** "Are you sure?": a mileage far from the vehicle's last one is sent only once the driver confirms it. */
    confirming: {
      description: '“Are you sure?”: the driver confirms a mileage far from the vehicle’s last one, or corrects it.',
      on: {
        'odometer.confirmed': 'saving',
        'odometer.corrected': {
          target: 'asking',
          actions: assign({ vehicle: undefined }),
          description: 'The driver corrects the mileage: it is asked again.',
        },
      },
    },
    saving: {
      description: 'The app saves the mileage to the vehicle (and to the order, when there is one).',
      tags: 'busy',
      invoke: {
        id: 'saveOdometer',
        src: 'saveOdometer',
        input: ({ context }) => ({
          orderId: context.order?._id,
          vehicleId: context.vehicle?.thingId,
          carOdometerM: context.vehicle?.carOdometerM ?? 0,
        }),
        onDone: {
          target: '#checkout.choosing',
          actions: ['rememberOdometerAnswered', { type: 'keepDraft', params: ({ context }) => draftOf(context) }],
          description: 'The mileage is saved: on to the payment.',
        },
        onError: {
          target: 'asking',
          actions: assign({ stepError: 'odometerSaveFailed' }),
          description: 'The mileage could not be saved: the step says so and asks again.',
        },
      },
    },
    refusing: {
      description: 'The app stores that the driver never wants to be asked for the mileage.',
      tags: 'busy',
      invoke: {
        id: 'refuseOdometer',
        src: 'refuseOdometer',
        onDone: {
          target: '#checkout.choosing',
          actions: 'rememberOdometerAnswered',
          description: 'The refusal is stored: on to the payment.',
        },
        onError: {
          target: 'asking',
          actions: assign({ stepError: 'odometerSaveFailed' }),
          description: 'The refusal could not be stored: the step says so and asks again.',
        },
      },
    },
  },
});
