// The journeys (journeys.ts) in Gecko (Debian's firefox-esr), beside the other engine's file.
import { engineJourneys } from './journeys';

engineJourneys('gecko');
