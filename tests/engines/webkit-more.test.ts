// The other journeys (journeys.ts) in WebKit (WebKitGTK's MiniBrowser), beside its paying journeys and Gecko's.
import { engineJourneys } from './journeys';

engineJourneys('webkit', ['more']);
