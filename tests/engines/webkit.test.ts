// The journeys (journeys.ts) in WebKit (WebKitGTK's MiniBrowser), beside the other engine's file.
import { engineJourneys } from './journeys';

engineJourneys('webkit');
