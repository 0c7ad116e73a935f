// The paying journeys (journeys.ts) in WebKit (WebKitGTK's MiniBrowser): the slower engine's journeys run in two
// files, beside the rest of its journeys and Gecko's.
import { engineJourneys } from './journeys';

engineJourneys('webkit', ['pay']);
