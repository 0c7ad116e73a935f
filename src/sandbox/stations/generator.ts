/**
 * The sandbox's generated stations: a few thousand spread over the twelve countries the app serves, clustered
 * around real cities, each country with its share, brands, streets, postcodes, fuels, plugs and payment means.
 *
 * Pure and deterministic: the same count and seed always yield the same stations, prices and names (no Date.now,
 * no Math.random). Nothing here is memoised; index.ts builds the list once.
 */
import { stationTimeZone } from '../../../machines/shared/tariff';
import type { AvailableItem, countryCodes, PriceElement, Product, Station } from '../../api/schemas';
import { between, hashString, intBetween, pick, seededRandom } from '../random';
import { withChargingVat } from '../vat';
import {
  charger,
  currencies,
  type Fees,
  type FuelOffer,
  feeElements,
  fuelItem,
  ninth,
  type Plug,
  plugName,
  prepayLimits,
  productGroupsOf,
  pump,
  round2,
  type StationCurrency,
  wash,
  washPackages,
  washPrice,
} from './products';

type CountryCode = (typeof countryCodes)[number];

/** How many stations are generated after the fixtures. */
export const generatedStationCount = 2400;
const defaultSeed = 0x5b9a7c1e;

const generatedId = (n: number) => `5b9a7c1e-1000-4000-8000-${n.toString(16).padStart(12, '0')}`;

// ---------------------------------------------------------------------------------------------- countries

interface City {
  name: string;
  lat: number;
  lon: number;
  /** Stations land within this distance of the centre; small for cities on a coast or lake. */
  radiusKm: number;
  zipPrefixes: readonly string[];
  districts: readonly string[];
}

const city = (name: string, lat: number, lon: number, radiusKm: number, zips: string, districts: string): City => ({
  name,
  lat,
  lon,
  radiusKm,
  zipPrefixes: zips.split(' '),
  districts: districts.split('|'),
});

type StreetStyle = 'name number' | 'number name' | 'name, number';

interface CountryProfile {
  code: CountryCode;
  currency: StationCurrency;
  /** Share of the generated stations, in percent. */
  share: number;
  cities: readonly City[];
  brands: readonly string[];
  evBrands: readonly string[];
  streets: readonly string[];
  streetStyle: StreetStyle;
  zipDigits: number;
  formatZip?: (digits: string, rnd: () => number) => string;
  /** Offered at every fuel station of the country, with the national average price. */
  fuels: readonly FuelOffer[];
  /** Offered by some stations: [code, price, probability, only on the last pump]. */
  extraFuels: readonly (readonly [string, number, number, boolean])[];
  /** Payment means beyond cards and wallets: [method, probability]. */
  payments: readonly (readonly [string, number])[];
}

const zipLetters = 'ABCEGHJKLMNPRTVWXZ';

const countries: readonly CountryProfile[] = [
  {
    code: 'DE',
    currency: 'EUR',
    share: 23,
    cities: [
      city(
        'Berlin',
        52.52,
        13.405,
        20,
        '10 12 13',
        'Mitte|Kreuzberg|Charlottenburg|Spandau|Neukölln|Pankow|Lichtenberg',
      ),
      city('Hamburg', 53.5511, 9.9937, 15, '20 21 22', 'Altona|Eimsbüttel|Wandsbek|Harburg|Bergedorf|Barmbek'),
      city('München', 48.1351, 11.582, 18, '80 81', 'Schwabing|Pasing|Sendling|Bogenhausen|Giesing|Moosach'),
      city('Köln', 50.9375, 6.9603, 15, '50 51', 'Ehrenfeld|Deutz|Nippes|Kalk|Porz|Lindenthal'),
      city('Frankfurt am Main', 50.1109, 8.6821, 15, '60', 'Sachsenhausen|Bornheim|Höchst|Bockenheim|Nordend'),
      city('Stuttgart', 48.7758, 9.1829, 12, '70', 'Bad Cannstatt|Vaihingen|Feuerbach|Degerloch|Zuffenhausen'),
      city('Düsseldorf', 51.2277, 6.7735, 12, '40', 'Bilk|Oberkassel|Benrath|Gerresheim|Flingern'),
      city('Leipzig', 51.3397, 12.3731, 15, '04', 'Plagwitz|Gohlis|Connewitz|Grünau|Reudnitz'),
      city('Hannover', 52.3759, 9.732, 15, '30', 'Linden|List|Südstadt|Döhren|Vahrenwald'),
      city('Nürnberg', 49.4521, 11.0767, 15, '90', 'Gostenhof|Langwasser|Eibach|St. Johannis'),
      city('Dresden', 51.0504, 13.7373, 15, '01', 'Neustadt|Blasewitz|Pieschen|Striesen|Prohlis'),
    ],
    brands: ['Aral', 'Aral', 'Aral', 'Shell', 'Shell', 'Esso', 'Esso', 'TotalEnergies', 'JET', 'JET', 'Avia', 'Star'],
    evBrands: ['Ionity', 'EnBW', 'EnBW', 'Tesla Supercharger', 'Allego', 'Fastned', 'EWE Go', 'Aral pulse'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Berliner Straße', 'Industriestraße', 'Frankfurter Straße', 'Ringstraße'],
    streetStyle: 'name number',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER_E5', price: 1.799 },
      { code: 'SUPER_E10', price: 1.739 },
      { code: 'DIESEL', price: 1.689 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 1.929, 0.55, false],
      ['DIESEL_PREMIUM', 1.849, 0.3, false],
      ['LPG', 1.049, 0.2, true],
      ['ADBLUE', 0.999, 0.3, true],
      ['CNG', 1.599, 0.05, true],
      ['DIESEL_SYNTHETIC', 1.899, 0.05, false],
      ['DIESEL_TRUCK', 1.669, 0.04, true],
      ['HYDROGEN', 13.85, 0.02, true],
    ],
    payments: [
      ['AMEX', 0.5],
      ['PAYPAL', 0.7],
      ['FUEL_CARD', 0.2],
      ['BLUECODE', 0.1],
    ],
  },
  {
    code: 'AT',
    currency: 'EUR',
    share: 4,
    cities: [
      city('Wien', 48.2082, 16.3738, 15, '1', 'Favoriten|Floridsdorf|Donaustadt|Ottakring|Simmering|Liesing'),
      city('Graz', 47.0707, 15.4395, 12, '80', 'Andritz|Liebenau|Gösting|Puntigam'),
      city('Linz', 48.3069, 14.2858, 12, '40', 'Urfahr|Ebelsberg|Kleinmünchen|Auwiesen'),
      city('Salzburg', 47.8095, 13.055, 10, '50', 'Lehen|Maxglan|Itzling|Gnigl'),
      city('Innsbruck', 47.2692, 11.4041, 6, '60', 'Pradl|Wilten|Hötting|Reichenau'),
      city('Klagenfurt', 46.6247, 14.3053, 8, '90', 'Annabichl|Welzenegg|Viktring|St. Peter'),
    ],
    brands: ['OMV', 'OMV', 'BP', 'Eni', 'Turmöl', 'Shell', 'Avanti', 'JET'],
    evBrands: ['Ionity', 'Smatrics', 'Tesla Supercharger', 'Wien Energie', 'Allego'],
    streets: ['Hauptstraße', 'Wiener Straße', 'Linzer Straße', 'Salzburger Straße', 'Triester Straße', 'Grazer Straße'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER', price: 1.599 },
      { code: 'DIESEL', price: 1.579 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 1.769, 0.5, false],
      ['DIESEL_PREMIUM', 1.699, 0.35, false],
      ['ADBLUE', 1.099, 0.3, true],
      ['CNG', 1.499, 0.05, true],
    ],
    payments: [
      ['AMEX', 0.4],
      ['PAYPAL', 0.6],
      ['BLUECODE', 0.3],
    ],
  },
  {
    code: 'CH',
    currency: 'CHF',
    share: 4,
    cities: [
      city('Zürich', 47.4, 8.5, 8, '80 81', 'Oerlikon|Altstetten|Wiedikon|Seebach|Schwamendingen'),
      city('Genève', 46.19, 6.1, 4, '12', 'Carouge|Plainpalais|Meyrin|Vernier|Lancy'),
      city('Basel', 47.5596, 7.5886, 4, '40', 'Kleinbasel|Gundeldingen|St. Johann|Riehen'),
      city('Bern', 46.948, 7.4474, 8, '30', 'Bümpliz|Wankdorf|Breitenrain|Köniz'),
      city('Lausanne', 46.55, 6.62, 4, '10', 'Prilly|Renens|Pully|Le Mont-sur-Lausanne'),
      city('Winterthur', 47.4988, 8.7237, 7, '84', 'Töss|Oberwinterthur|Seen|Wülflingen'),
      city('St. Gallen', 47.4245, 9.3767, 6, '90', 'St. Fiden|Bruggen|Winkeln|Lachen'),
    ],
    brands: ['Migrol', 'Migrol', 'Coop Pronto', 'Coop Pronto', 'Socar', 'Avia', 'Shell', 'BP', 'Tamoil', 'Agrola'],
    evBrands: ['GOFAST', 'Ionity', 'Tesla Supercharger', 'Swisscharge', 'Move'],
    streets: ['Hauptstrasse', 'Bahnhofstrasse', 'Industriestrasse', 'Zürcherstrasse', 'Bernstrasse', 'Route de Genève'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER', price: 1.949 },
      { code: 'DIESEL', price: 1.999 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 2.069, 0.6, false],
      ['ADBLUE', 1.399, 0.2, true],
      ['LPG', 1.299, 0.05, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.3],
    ],
  },
  {
    code: 'FR',
    currency: 'EUR',
    share: 14,
    cities: [
      city(
        'Paris',
        48.8566,
        2.3522,
        20,
        '75 92 93 94',
        'Montparnasse|Bercy|La Défense|Montreuil|Saint-Denis|Vincennes',
      ),
      city('Lyon', 45.764, 4.8357, 15, '69', 'Villeurbanne|Vénissieux|Part-Dieu|Gerland|Vaulx-en-Velin'),
      city('Marseille', 43.34, 5.46, 7, '13', 'La Valentine|Saint-Barthélemy|Château-Gombert|Saint-Loup'),
      city('Toulouse', 43.6047, 1.4442, 15, '31', 'Blagnac|Colomiers|Balma|Labège|Rangueil'),
      city('Bordeaux', 44.8378, -0.5792, 12, '33', 'Mérignac|Pessac|Bègles|Lormont|Le Bouscat'),
      city('Lille', 50.62, 3.03, 9, '59', 'Lambersart|Lomme|Villeneuve-d’Ascq|Ronchin|Loos'),
      city('Strasbourg', 48.58, 7.71, 6, '67', 'Neudorf|Illkirch|Schiltigheim|Hautepierre|Cronenbourg'),
      city('Nantes', 47.2184, -1.5536, 12, '44', 'Rezé|Saint-Herblain|Orvault|Carquefou'),
    ],
    brands: [
      'TotalEnergies',
      'TotalEnergies',
      'TotalEnergies',
      'Intermarché',
      'E.Leclerc',
      'Esso',
      'Carrefour',
      'Avia',
    ],
    evBrands: ['Ionity', 'Tesla Supercharger', 'Fastned', 'Electra', 'TotalEnergies', 'Allego'],
    streets: ['Avenue de la République', 'Rue Nationale', 'Route de Paris', 'Avenue Jean Jaurès', 'Boulevard Gambetta'],
    streetStyle: 'number name',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER_E10', price: 1.789 },
      { code: 'SUPER_E5', price: 1.879 },
      { code: 'DIESEL', price: 1.699 },
    ],
    extraFuels: [
      ['DIESEL_PREMIUM', 1.829, 0.2, false],
      ['LPG', 0.999, 0.25, true],
      ['ADBLUE', 1.049, 0.3, true],
    ],
    payments: [
      ['AMEX', 0.4],
      ['PAYPAL', 0.4],
    ],
  },
  {
    code: 'BE',
    currency: 'EUR',
    share: 4,
    cities: [
      city('Bruxelles', 50.8503, 4.3517, 12, '10 11 12', 'Anderlecht|Schaerbeek|Ixelles|Uccle|Etterbeek|Molenbeek'),
      city('Antwerpen', 51.2194, 4.4025, 10, '20 21', 'Berchem|Deurne|Merksem|Wilrijk|Hoboken'),
      city('Gent', 51.0543, 3.7174, 10, '90', 'Ledeberg|Gentbrugge|Sint-Amandsberg|Mariakerke'),
      city('Liège', 50.6326, 5.5797, 10, '40', 'Angleur|Herstal|Seraing|Chênée'),
      city('Charleroi', 50.4108, 4.4446, 10, '60', 'Gosselies|Marcinelle|Jumet|Gilly'),
      city('Namur', 50.4674, 4.8718, 8, '50', 'Jambes|Salzinnes|Bouge|Erpent'),
      city('Leuven', 50.8798, 4.7005, 8, '30', 'Heverlee|Kessel-Lo|Wilsele'),
    ],
    brands: ['Q8', 'Q8', 'Lukoil', 'Texaco', 'Gulf', 'TotalEnergies', 'Shell', 'Esso', 'DATS 24'],
    evBrands: ['Ionity', 'Allego', 'Fastned', 'Tesla Supercharger', 'TotalEnergies'],
    streets: ['Chaussée de Louvain', 'Steenweg op Gent', 'Avenue Louise', 'Kerkstraat', 'Chaussée de Mons'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER_E10', price: 1.729 },
      { code: 'SUPER_E5', price: 1.829 },
      { code: 'DIESEL', price: 1.799 },
    ],
    extraFuels: [
      ['LPG', 0.799, 0.2, true],
      ['ADBLUE', 0.949, 0.3, true],
      ['CNG', 1.399, 0.08, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.4],
      ['PAYCONIQ', 0.5],
    ],
  },
  {
    code: 'NL',
    currency: 'EUR',
    share: 6,
    cities: [
      city('Amsterdam', 52.34, 4.86, 8, '10 11', 'Zuid|West|Nieuw-West|Noord|Oost|Slotervaart'),
      city('Rotterdam', 51.9244, 4.4777, 10, '30 31', 'Kralingen|Feijenoord|Charlois|Overschie|Hillegersberg'),
      city('Den Haag', 52.05, 4.33, 5, '25', 'Escamp|Laak|Loosduinen|Ypenburg'),
      city('Utrecht', 52.0907, 5.1214, 12, '35', 'Overvecht|Leidsche Rijn|Zuilen|Lunetten|Kanaleneiland'),
      city('Eindhoven', 51.4416, 5.4697, 12, '56', 'Woensel|Strijp|Gestel|Tongelre'),
      city('Groningen', 53.2194, 6.5665, 10, '97', 'Helpman|Paddepoel|Hoogkerk|Lewenborg'),
      city('Nijmegen', 51.8126, 5.8372, 8, '65', 'Lent|Dukenburg|Lindenholt|Hatert'),
    ],
    brands: ['Shell', 'Shell', 'Tango', 'TinQ', 'BP', 'Esso', 'TotalEnergies', 'Texaco'],
    evBrands: ['Fastned', 'Fastned', 'Allego', 'Shell Recharge', 'Tesla Supercharger', 'Ionity'],
    streets: ['Kerkstraat', 'Hoofdweg', 'Stationsweg', 'Rijksstraatweg', 'Industrieweg', 'Amsterdamseweg'],
    streetStyle: 'name number',
    zipDigits: 4,
    formatZip: (digits, rnd) => `${digits} ${pick(rnd, [...zipLetters])}${pick(rnd, [...zipLetters])}`,
    fuels: [
      { code: 'SUPER_E10', price: 2.049 },
      { code: 'SUPER_E5', price: 2.119 },
      { code: 'DIESEL', price: 1.749 },
    ],
    extraFuels: [
      ['LPG', 1.099, 0.2, true],
      ['ADBLUE', 1.099, 0.25, true],
      ['CNG', 1.499, 0.05, true],
      ['HYDROGEN', 15.95, 0.02, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.5],
    ],
  },
  {
    code: 'LU',
    currency: 'EUR',
    share: 2,
    cities: [
      city('Luxembourg', 49.6116, 6.1319, 8, '1 2', 'Kirchberg|Gasperich|Bonnevoie|Cessange|Hamm'),
      city('Esch-sur-Alzette', 49.4958, 5.9806, 3, '4', 'Lallange|Raemerich|Brill'),
      city('Differdange', 49.5242, 5.8914, 3, '45', 'Oberkorn|Niederkorn|Fousbann'),
      city('Ettelbruck', 49.8475, 6.104, 5, '90', 'Warken|Grentzingen|Diekirch'),
      city('Mersch', 49.7489, 6.1061, 5, '75', 'Beringen|Rollingen|Lintgen'),
    ],
    brands: ['Aral', 'Q8', 'Shell', 'TotalEnergies', 'Esso', 'Gulf', 'Lukoil'],
    evBrands: ['Chargy', 'Ionity', 'Tesla Supercharger'],
    streets: ['Route d’Arlon', 'Route de Thionville', 'Rue de Luxembourg', 'Route de Longwy', 'Avenue de la Gare'],
    streetStyle: 'number name',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER_E10', price: 1.529 },
      { code: 'SUPER_E5', price: 1.619 },
      { code: 'DIESEL', price: 1.469 },
    ],
    extraFuels: [
      ['LPG', 0.899, 0.2, true],
      ['ADBLUE', 0.899, 0.4, true],
      ['DIESEL_TRUCK', 1.449, 0.2, true],
    ],
    payments: [
      ['AMEX', 0.4],
      ['PAYPAL', 0.5],
      ['PAYCONIQ', 0.4],
    ],
  },
  {
    code: 'IT',
    currency: 'EUR',
    share: 14,
    cities: [
      city('Roma', 41.9028, 12.4964, 18, '00', 'Prati|Eur|Tiburtina|Ostiense|Tuscolano|Magliana'),
      city('Milano', 45.4642, 9.19, 18, '20', 'Lambrate|Bicocca|Navigli|Città Studi|Sesto San Giovanni|Rho'),
      city('Napoli', 40.89, 14.3, 6, '80', 'Capodichino|Poggioreale|Secondigliano|Casoria'),
      city('Torino', 45.0703, 7.6869, 12, '10', 'Lingotto|Mirafiori|Barriera di Milano|Rivoli|Moncalieri'),
      city('Bologna', 44.4949, 11.3426, 12, '40', 'Borgo Panigale|San Donato|Casalecchio|Navile|Savena'),
      city('Firenze', 43.7696, 11.2558, 10, '50', 'Novoli|Campo di Marte|Sesto Fiorentino|Scandicci'),
      city('Verona', 45.4384, 10.9916, 10, '37', 'Borgo Roma|San Michele|Chievo|Borgo Venezia'),
    ],
    brands: ['Eni', 'Eni', 'Eni', 'IP', 'IP', 'Q8', 'Tamoil', 'Esso'],
    evBrands: ['Ionity', 'Free To X', 'Enel X Way', 'Tesla Supercharger', 'Electra'],
    streets: ['Via Roma', 'Viale Europa', 'Via Garibaldi', 'Via Nazionale', 'Corso Italia', 'Via Emilia'],
    streetStyle: 'name number',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER', price: 1.799 },
      { code: 'DIESEL', price: 1.699 },
    ],
    extraFuels: [
      ['SUPER_PREMIUM', 1.999, 0.4, false],
      ['DIESEL_PREMIUM', 1.849, 0.4, false],
      ['LPG', 0.749, 0.35, true],
      ['CNG', 1.399, 0.15, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.4],
    ],
  },
  {
    code: 'ES',
    currency: 'EUR',
    share: 12,
    cities: [
      city('Madrid', 40.4168, -3.7038, 20, '28', 'Chamartín|Vallecas|Carabanchel|Hortaleza|Getafe|Alcobendas'),
      city('Barcelona', 41.43, 2.1, 8, '08', 'Sants|Gràcia|Sant Andreu|L’Hospitalet|Cornellà'),
      city('Valencia', 39.48, -0.43, 7, '46', 'Benimaclet|Campanar|Patraix|Burjassot|Torrent'),
      city('Sevilla', 37.3891, -5.9845, 12, '41', 'Triana|Nervión|Dos Hermanas|Bellavista|Macarena'),
      city('Zaragoza', 41.6488, -0.8891, 12, '50', 'Delicias|Actur|Torrero|Casablanca'),
      city('Bilbao', 43.25, -2.93, 6, '48', 'Deusto|Barakaldo|Basauri|Santutxu'),
      city('Valladolid', 41.6523, -4.7245, 10, '47', 'Delicias|Parquesol|La Rondilla|Arturo Eyries'),
    ],
    brands: ['Repsol', 'Repsol', 'Repsol', 'Cepsa', 'Cepsa', 'Galp', 'BP', 'Shell', 'Ballenoil'],
    evBrands: ['Ionity', 'Iberdrola', 'Zunder', 'Tesla Supercharger', 'Endesa X'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Avenida de Andalucía', 'Calle Real', 'Avenida de Europa'],
    streetStyle: 'name, number',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER', price: 1.549 },
      { code: 'DIESEL', price: 1.479 },
    ],
    extraFuels: [
      ['SUPER_PREMIUM', 1.719, 0.45, false],
      ['DIESEL_PREMIUM', 1.589, 0.45, false],
      ['LPG', 0.959, 0.15, true],
      ['ADBLUE', 0.899, 0.25, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.3],
    ],
  },
  {
    code: 'PT',
    currency: 'EUR',
    share: 4,
    cities: [
      city('Lisboa', 38.77, -9.18, 6, '1', 'Benfica|Lumiar|Odivelas|Amadora|Carnide|Alvalade'),
      city('Porto', 41.18, -8.6, 6, '4', 'Paranhos|Matosinhos|Maia|Campanhã|Rio Tinto'),
      city('Braga', 41.5454, -8.4265, 8, '47', 'São Vicente|Maximinos|Gualtar|Lamaçães'),
      city('Coimbra', 40.2033, -8.4103, 8, '30', 'Santa Clara|Eiras|Celas|São Martinho do Bispo'),
      city('Leiria', 39.7436, -8.8071, 8, '24', 'Marrazes|Pousos|Barreira|Parceiros'),
      city('Évora', 38.5714, -7.9135, 8, '70', 'Horta das Figueiras|Malagueira|Canaviais'),
    ],
    brands: ['Galp', 'Galp', 'Galp', 'Prio', 'Repsol', 'BP', 'Cepsa', 'Intermarché'],
    evBrands: ['Powerdot', 'Ionity', 'Tesla Supercharger', 'Galp Electric'],
    streets: ['Rua Augusta', 'Avenida da República', 'Rua do Comércio', 'Avenida 25 de Abril', 'Rua da Estação'],
    streetStyle: 'name, number',
    zipDigits: 7,
    formatZip: (digits) => `${digits.slice(0, 4)}-${digits.slice(4)}`,
    fuels: [
      { code: 'SUPER', price: 1.749 },
      { code: 'DIESEL', price: 1.629 },
    ],
    extraFuels: [
      ['SUPER_PREMIUM', 1.899, 0.4, false],
      ['DIESEL_PREMIUM', 1.749, 0.4, false],
      ['LPG', 0.979, 0.2, true],
    ],
    payments: [
      ['MBWAY', 0.85],
      ['AMEX', 0.2],
      ['PAYPAL', 0.3],
    ],
  },
  {
    code: 'DK',
    currency: 'DKK',
    share: 4,
    cities: [
      city('København', 55.69, 12.48, 6, '2', 'Valby|Vanløse|Nørrebro|Brønshøj|Rødovre|Hvidovre'),
      city('Aarhus', 56.16, 10.13, 5, '8', 'Viby|Brabrand|Tilst|Hasle|Åbyhøj'),
      city('Odense', 55.4038, 10.4024, 5, '5', 'Dalum|Bolbro|Tarup|Vollsmose'),
      city('Aalborg', 57.03, 9.93, 4, '9', 'Hasseris|Vejgaard|Gug|Skalborg'),
      city('Herning', 56.1393, 8.9738, 6, '74', 'Gullestrup|Lind|Holtbjerg'),
      city('Roskilde', 55.63, 12.1, 4, '40', 'Himmelev|Trekroner|Svogerslev'),
    ],
    brands: ['Circle K', 'Circle K', 'OK', 'OK', 'Q8', 'Uno-X', 'Shell', 'INGO'],
    evBrands: ['Clever', 'Clever', 'Ionity', 'Circle K', 'Tesla Supercharger', 'E.ON'],
    streets: ['Roskildevej', 'Hovedgaden', 'Jernbanegade', 'Industrivej', 'Søndergade', 'Ringvejen'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER_E10', price: 14.499 },
      { code: 'DIESEL', price: 13.299 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 15.299, 0.5, false],
      ['ADBLUE', 9.99, 0.3, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.2],
    ],
  },
  {
    code: 'PL',
    currency: 'PLN',
    share: 9,
    cities: [
      city('Warszawa', 52.2297, 21.0122, 18, '00 01 02 03 04', 'Mokotów|Wola|Praga|Ursynów|Bemowo|Targówek|Bielany'),
      city('Kraków', 50.0647, 19.945, 12, '30 31', 'Nowa Huta|Podgórze|Krowodrza|Bronowice|Prądnik'),
      city('Wrocław', 51.1079, 17.0385, 12, '50 51 52 53 54', 'Krzyki|Fabryczna|Psie Pole|Śródmieście|Leśnica'),
      city('Poznań', 52.4064, 16.9252, 12, '60 61', 'Jeżyce|Grunwald|Wilda|Rataje|Winogrady'),
      city('Gdańsk', 54.35, 18.57, 6, '80', 'Wrzeszcz|Oliwa|Chełm|Orunia|Zaspa'),
      city('Łódź', 51.7592, 19.456, 12, '90 91 92 93 94', 'Bałuty|Widzew|Polesie|Górna'),
      city('Katowice', 50.2649, 19.0238, 12, '40', 'Ligota|Szopienice|Chorzów|Sosnowiec|Bogucice'),
    ],
    brands: ['Orlen', 'Orlen', 'Orlen', 'Lotos', 'Circle K', 'Circle K', 'Amic', 'BP', 'Shell', 'Moya'],
    evBrands: ['Orlen Charge', 'GreenWay', 'Ionity', 'Tesla Supercharger', 'Powerdot'],
    streets: ['ul. Warszawska', 'ul. Krakowska', 'al. Jerozolimskie', 'ul. Przemysłowa', 'al. Niepodległości'],
    streetStyle: 'name number',
    zipDigits: 5,
    formatZip: (digits) => `${digits.slice(0, 2)}-${digits.slice(2)}`,
    fuels: [
      { code: 'SUPER', price: 6.499 },
      { code: 'DIESEL', price: 6.599 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 7.099, 0.45, false],
      ['DIESEL_PREMIUM', 6.899, 0.35, false],
      ['LPG', 3.099, 0.5, true],
      ['ADBLUE', 4.499, 0.3, true],
    ],
    payments: [
      ['AMEX', 0.2],
      ['PAYPAL', 0.4],
    ],
  },
];

const basePayments = ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'GOOGLE_PAY', 'APPLE_PAY'];

/** Which plugs an EV brand installs. Brands not listed get the mixed set. */
const brandPlugs: Record<string, readonly Plug[]> = {
  Ionity: [{ standard: 'CCS', power: 350 }],
  'Tesla Supercharger': [
    { standard: 'TESLA', power: 250 },
    { standard: 'TESLA', power: 250 },
    { standard: 'CCS', power: 250 },
  ],
  Fastned: [
    { standard: 'CCS', power: 300 },
    { standard: 'CCS', power: 150 },
    { standard: 'CHADEMO', power: 50 },
  ],
  EnBW: [
    { standard: 'CCS', power: 300 },
    { standard: 'CCS', power: 150 },
    { standard: 'TYPE_2', power: 22 },
  ],
  Chargy: [
    { standard: 'TYPE_2', power: 22 },
    { standard: 'TYPE_2', power: 11 },
  ],
  'Wien Energie': [
    { standard: 'TYPE_2', power: 22 },
    { standard: 'TYPE_2', power: 11 },
    { standard: 'CCS', power: 50 },
  ],
  Swisscharge: [
    { standard: 'TYPE_2', power: 22 },
    { standard: 'CCS', power: 50 },
  ],
};
const mixedPlugs: readonly Plug[] = [
  { standard: 'CCS', power: 150 },
  { standard: 'CCS', power: 150 },
  { standard: 'CCS', power: 50 },
  { standard: 'CHADEMO', power: 50 },
  { standard: 'TYPE_2', power: 22 },
  { standard: 'TYPE_2', power: 11 },
];
/** Chargers a fuel station puts next to its pumps. */
const forecourtPlugs: readonly Plug[] = [
  { standard: 'CCS', power: 150 },
  { standard: 'CCS', power: 50 },
  { standard: 'TYPE_2', power: 22 },
  { standard: 'TYPE_2', power: 11 },
];

// ---------------------------------------------------------------------------------------------- generation

const kmPerDegree = 111.32;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

function formatStreet(style: StreetStyle, name: string, number: number): string {
  if (style === 'number name') return `${number} ${name}`;
  if (style === 'name, number') return `${name}, ${number}`;
  return `${name} ${number}`;
}

function zipCode(profile: CountryProfile, prefix: string, rnd: () => number): string {
  let digits = prefix;
  while (digits.length < profile.zipDigits) digits += String(intBetween(rnd, 0, 9));
  return profile.formatZip ? profile.formatZip(digits, rnd) : digits;
}

/** Energy price per kWh in euros for a plug, before the station's own markup. */
function energyBase(plug: Plug): number {
  if (plug.standard === 'TESLA') return 0.49;
  if (plug.power >= 150) return 0.69;
  if (plug.power >= 50) return 0.55;
  return 0.42;
}

/** A station's charging prices: a markup on the base energy prices and the fees all its chargers share. */
interface StationTariff {
  factor: number;
  fees: readonly PriceElement[];
}

function stationTariff(rnd: () => number, currency: StationCurrency, brand: string): StationTariff {
  const { rate } = currencies[currency];
  const factor = between(rnd, 0.85, 1.15);
  if (brand === 'Tesla Supercharger') return { factor, fees: [] };
  const fees: Fees = {};
  if (rnd() < 0.5) {
    fees.freeParkingMin = pick(rnd, [60, 120, 180, 240]);
    fees.parkingPerMin = round2(0.1 * rate);
  }
  if (rnd() < 0.3) fees.flat = round2(pick(rnd, [0.35, 0.5, 1]) * rate);
  if (rnd() < 0.15) {
    const price = round2(0.02 * rate);
    fees.time = rnd() < 0.5 ? { price, startTime: '22:00', endTime: '06:00' } : { price };
  }
  return { factor, fees: feeElements(fees) };
}

function chargers(
  rnd: () => number,
  stationId: string,
  currency: StationCurrency,
  plugs: readonly Plug[],
  { factor, fees }: StationTariff,
): Product[] {
  const { rate } = currencies[currency];
  const names = plugs.map(plugName);
  const repeated = (name: string) => names.indexOf(name) !== names.lastIndexOf(name);
  const seen = new Map<string, number>();
  return plugs.map((plug, i) => {
    const label = names[i] ?? plugName(plug);
    const nth = (seen.get(label) ?? 0) + 1;
    seen.set(label, nth);
    return charger({
      stationId,
      number: i + 1,
      name: repeated(label) ? `${label} #${nth}` : label,
      plug,
      currency,
      tariff: { energy: round2(energyBase(plug) * factor * rate), fees },
      available: rnd() >= 0.1,
    });
  });
}

function shuffled<T>(rnd: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function generateStation(n: number, profile: CountryProfile, seed: number): Station {
  const id = generatedId(n);
  const rnd = seededRandom(hashString(id) ^ seed);
  const { currency } = profile;

  const home = pick(rnd, profile.cities);
  const distanceKm = home.radiusKm * Math.sqrt(rnd());
  const bearing = rnd() * 2 * Math.PI;
  const latitude = round5(home.lat + (distanceKm * Math.cos(bearing)) / kmPerDegree);
  const longitude = round5(
    home.lon + (distanceKm * Math.sin(bearing)) / (kmPerDegree * Math.cos((home.lat * Math.PI) / 180)),
  );

  const evOnly = rnd() < 0.2;
  const brand = pick(rnd, evOnly ? profile.evBrands : profile.brands);
  const district = pick(rnd, home.districts);
  const streetName = pick(rnd, profile.streets);
  const street = formatStreet(profile.streetStyle, streetName, intBetween(rnd, 1, 240));
  const place = rnd() < 0.7 ? district : streetName.replace(/^(ul\.|al\.) /, '');
  const zip = zipCode(profile, pick(rnd, home.zipPrefixes), rnd);
  const status = rnd() < 0.05 ? 'OFFLINE' : 'ONLINE';
  const guestCheckout = rnd() < 0.5;

  const products: Product[] = [];
  let pumpsWithoutDisplay = false;
  if (evOnly) {
    const plugs = brandPlugs[brand] ?? mixedPlugs;
    const count = intBetween(rnd, 2, 12);
    const chosen = Array.from({ length: count }, () => pick(rnd, plugs)).sort((a, b) => b.power - a.power);
    products.push(...chargers(rnd, id, currency, chosen, stationTariff(rnd, currency, brand)));
  } else {
    const pumpCount = intBetween(rnd, 4, 12);
    const flow = rnd();
    const prepayCount = flow < 0.4 ? pumpCount : flow < 0.7 ? 0 : Math.ceil(pumpCount / 2);
    const factor = between(rnd, 0.97, 1.04);
    const item = (code: string, price: number) => fuelItem({ code, price: ninth(price * factor) }, currency);
    const everywhere = profile.fuels.map((fuel) => item(fuel.code, fuel.price));
    const lastOnly: AvailableItem[] = [];
    for (const [code, price, probability, lastPumpOnly] of profile.extraFuels) {
      if (rnd() >= probability) continue;
      (lastPumpOnly ? lastOnly : everywhere).push(item(code, price));
    }
    const lastItems = [...everywhere, ...lastOnly];
    const limits = prepayCount > 0 ? prepayLimits(currency) : undefined;
    const unavailable = new Set<number>();
    if (rnd() < 0.08) {
      const broken = intBetween(rnd, 1, 2);
      for (let i = 0; i < broken; i++) unavailable.add(intBetween(rnd, 1, pumpCount));
    }
    for (let number = 1; number <= pumpCount; number++) {
      products.push(
        pump({
          stationId: id,
          number,
          items: number === pumpCount ? lastItems : everywhere,
          limits: number <= prepayCount ? limits : undefined,
          available: !unavailable.has(number),
        }),
      );
    }
    pumpsWithoutDisplay = rnd() < 0.1;

    if (rnd() < 0.3) {
      const washFactor = between(rnd, 0.85, 1.2);
      const keys = shuffled(rnd, ['basic', 'comfort', 'premium'] as const).slice(0, intBetween(rnd, 1, 3));
      for (const key of keys) {
        const base = currencies[currency].wash[washPackages[key].tier];
        products.push(wash(id, key, washPrice(currency, base * washFactor), currency));
      }
    }
    if (rnd() < 0.15) {
      const plugs = Array.from({ length: intBetween(rnd, 1, 4) }, () => pick(rnd, forecourtPlugs)).sort(
        (a, b) => b.power - a.power,
      );
      products.push(...chargers(rnd, id, currency, plugs, stationTariff(rnd, currency, brand)));
    }
  }

  const payments = [...basePayments];
  for (const [method, probability] of profile.payments) if (rnd() < probability) payments.push(method);

  return {
    _id: id,
    name: `${brand} ${home.name} ${place}`,
    brand,
    status,
    location: {
      latitude,
      longitude,
      timeZone: stationTimeZone({ address: { countryCode: profile.code } }),
      address: { street, zip, city: home.name, countryCode: profile.code },
    },
    features: evOnly ? { guestCheckout } : { guestCheckout, pumpsWithoutDisplay },
    productGroups: productGroupsOf(products),
    products,
    supportedPaymentMeans: payments,
    partnerDetails: { partnerName: brand, address: { countryCode: profile.code } },
  };
}

/**
 * The generated stations, not memoised: the same arguments always give an equal list. Every country gets its
 * share (rounded; Germany absorbs the rounding), so all twelve are always present. A name already taken gets
 * the street added, so lists and search results never show two identical names.
 */
export function generateStations(count = generatedStationCount, seed = defaultSeed): Station[] {
  return [...stationGenerator(count, seed)];
}

/** The generated stations one by one, so they can be built in slices (see {@link loadWorld}). */
export function* stationGenerator(count = generatedStationCount, seed = defaultSeed): Generator<Station> {
  const counts = countries.map((profile) => Math.round((profile.share / 100) * count));
  const rest = count - counts.reduce((sum, c) => sum + c, 0);
  counts[0] = (counts[0] ?? 0) + rest;
  const names = new Set<string>();
  let n = 1;
  for (const [i, profile] of countries.entries()) {
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const station = withChargingVat(generateStation(n++, profile, seed));
      if (names.has(station.name)) station.name = `${station.name}, ${station.location.address?.street}`;
      names.add(station.name);
      yield station;
    }
  }
}
