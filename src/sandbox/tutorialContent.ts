/**
 * What the sandbox's content site serves as tutorials (SPEC.md section 7, "tutorial_topic, and tutorial filtered
 * by tutorial_topic"): six topics in their fixed order, each with its tutorials. Titles are written in every app
 * language; bodies and steps in English and German, English standing in for the other languages.
 */
export const contentLanguages = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'] as const;
export type ContentLanguage = (typeof contentLanguages)[number];

type Titles = Record<ContentLanguage, string>;
/** English always; other languages where the sandbox has them. */
type Texts<T> = { en: T } & Partial<Record<ContentLanguage, T>>;

export interface ContentTopic {
  id: string;
  order: number;
  title: Titles;
}

export interface ContentTutorial {
  id: string;
  topic: string;
  title: Titles;
  /** Plain paragraphs, separated by blank lines. */
  body: Texts<string>;
  steps?: Texts<string[]>;
  videoUrl?: string;
}

export const tutorialTopics: ContentTopic[] = [
  {
    id: 'paying-at-the-pump',
    order: 1,
    title: {
      en: 'Paying at the pump',
      de: 'An der Zapfsäule bezahlen',
      nl: 'Betalen bij de pomp',
      fr: 'Payer à la pompe',
      it: 'Pagare alla pompa',
      es: 'Pagar en el surtidor',
      pt: 'Pagar na bomba',
      da: 'Betal ved standeren',
      pl: 'Płatność przy dystrybutorze',
    },
  },
  {
    id: 'prepay-vs-postpay',
    order: 2,
    title: {
      en: 'Prepay or pay after fuelling',
      de: 'Vorab oder nach dem Tanken bezahlen',
      nl: 'Vooraf of achteraf betalen',
      fr: 'Payer avant ou après le plein',
      it: 'Pagare prima o dopo il rifornimento',
      es: 'Pagar antes o después de repostar',
      pt: 'Pagar antes ou depois de abastecer',
      da: 'Betal før eller efter tankning',
      pl: 'Płatność przed tankowaniem lub po nim',
    },
  },
  {
    id: 'car-wash-codes',
    order: 3,
    title: {
      en: 'Car wash codes',
      de: 'Waschcodes',
      nl: 'Wascodes',
      fr: 'Codes de lavage',
      it: 'Codici di lavaggio',
      es: 'Códigos de lavado',
      pt: 'Códigos de lavagem',
      da: 'Vaskekoder',
      pl: 'Kody do myjni',
    },
  },
  {
    id: 'ev-charging',
    order: 4,
    title: {
      en: 'Charging an electric car',
      de: 'Ein Elektroauto laden',
      nl: 'Een elektrische auto opladen',
      fr: 'Recharger une voiture électrique',
      it: "Ricaricare un'auto elettrica",
      es: 'Cargar un coche eléctrico',
      pt: 'Carregar um carro elétrico',
      da: 'Opladning af en elbil',
      pl: 'Ładowanie samochodu elektrycznego',
    },
  },
  {
    id: 'vouchers',
    order: 5,
    title: {
      en: 'Vouchers',
      de: 'Gutscheine',
      nl: 'Vouchers',
      fr: 'Bons de réduction',
      it: 'Buoni sconto',
      es: 'Cupones',
      pt: 'Vales de desconto',
      da: 'Rabatkuponer',
      pl: 'Kupony rabatowe',
    },
  },
  {
    id: 'payment-methods',
    order: 6,
    title: {
      en: 'Payment methods',
      de: 'Zahlungsmethoden',
      nl: 'Betaalmethoden',
      fr: 'Moyens de paiement',
      it: 'Metodi di pagamento',
      es: 'Métodos de pago',
      pt: 'Métodos de pagamento',
      da: 'Betalingsmetoder',
      pl: 'Metody płatności',
    },
  },
];

export const tutorials: ContentTutorial[] = [
  {
    id: 'fuel-in-four-steps',
    topic: 'paying-at-the-pump',
    title: {
      en: 'Fuel in four steps',
      de: 'Tanken in vier Schritten',
      nl: 'Tanken in vier stappen',
      fr: 'Faire le plein en quatre étapes',
      it: 'Fare rifornimento in quattro passi',
      es: 'Repostar en cuatro pasos',
      pt: 'Abastecer em quatro passos',
      da: 'Tank i fire trin',
      pl: 'Tankowanie w czterech krokach',
    },
    body: {
      en: 'You pay from your phone, without going to the till.\n\nThe app knows your station from the QR code on the pump or from the map.',
      de: 'Du bezahlst mit dem Handy, ohne zur Kasse zu gehen.\n\nDie App erkennt deine Tankstelle am QR-Code an der Zapfsäule oder über die Karte.',
    },
    steps: {
      en: [
        'Scan the QR code on the pump, or pick the station on the map.',
        'Choose your pump number and your fuel.',
        'Choose an amount and confirm the payment.',
        'Lift the nozzle and fuel. The receipt appears in the app when you are done.',
      ],
      de: [
        'Scanne den QR-Code an der Zapfsäule oder wähle die Tankstelle auf der Karte.',
        'Wähle deine Zapfsäulennummer und deine Kraftstoffsorte.',
        'Wähle einen Betrag und bestätige die Zahlung.',
        'Heb die Zapfpistole ab und tanke. Der Beleg erscheint danach in der App.',
      ],
    },
    videoUrl: 'https://video.forecourt.example/tutorials/fuel-in-four-steps',
  },
  {
    id: 'finding-your-receipt',
    topic: 'paying-at-the-pump',
    title: {
      en: 'Finding your receipt',
      de: 'Deinen Beleg finden',
      nl: 'Uw bon vinden',
      fr: 'Retrouver votre reçu',
      it: 'Trovare la ricevuta',
      es: 'Encontrar su recibo',
      pt: 'Encontrar o seu recibo',
      da: 'Find din kvittering',
      pl: 'Gdzie znaleźć paragon',
    },
    body: {
      en: 'The receipt is shown as soon as the pump has stopped.\n\nEvery receipt stays in your history under your profile, where you can also download the invoice.',
      de: 'Der Beleg wird angezeigt, sobald die Zapfsäule gestoppt hat.\n\nJeder Beleg bleibt in deinem Verlauf im Profil, wo du auch die Rechnung herunterladen kannst.',
    },
  },
  {
    id: 'which-way-does-my-station-work',
    topic: 'prepay-vs-postpay',
    title: {
      en: 'Which way does my station work?',
      de: 'Wie funktioniert meine Tankstelle?',
      nl: 'Hoe werkt mijn tankstation?',
      fr: 'Comment fonctionne ma station ?',
      it: 'Come funziona la mia stazione?',
      es: '¿Cómo funciona mi estación?',
      pt: 'Como funciona o meu posto?',
      da: 'Hvordan fungerer min tankstation?',
      pl: 'Jak działa moja stacja?',
    },
    body: {
      en: 'At a prepay station you choose an amount first. Only what you fuel is charged; the rest of the amount is released.\n\nAt a postpay station you fuel first. The app then shows what you fuelled, and you pay it before you drive off.\n\nThe app chooses the right way for each pump: you never have to pick.',
      de: 'An einer Prepay-Tankstelle wählst du zuerst einen Betrag. Berechnet wird nur, was du tankst; der Rest wird freigegeben.\n\nAn einer Postpay-Tankstelle tankst du zuerst. Danach zeigt die App, was du getankt hast, und du bezahlst, bevor du losfährst.\n\nDie App wählt für jede Zapfsäule den richtigen Weg: Du musst nichts auswählen.',
    },
  },
  {
    id: 'using-a-wash-code',
    topic: 'car-wash-codes',
    title: {
      en: 'Using a wash code',
      de: 'Einen Waschcode verwenden',
      nl: 'Een wascode gebruiken',
      fr: 'Utiliser un code de lavage',
      it: 'Usare un codice di lavaggio',
      es: 'Usar un código de lavado',
      pt: 'Usar um código de lavagem',
      da: 'Brug en vaskekode',
      pl: 'Jak użyć kodu do myjni',
    },
    body: {
      en: 'After paying for a wash you get a code and a QR image.\n\nType the code on the wash terminal or hold the QR image to its scanner. Your codes stay under your profile until they are used or expire.',
      de: 'Nach dem Bezahlen einer Wäsche erhältst du einen Code und ein QR-Bild.\n\nGib den Code am Waschterminal ein oder halte das QR-Bild vor den Scanner. Deine Codes bleiben in deinem Profil, bis sie verwendet werden oder ablaufen.',
    },
  },
  {
    id: 'starting-and-ending-a-charge',
    topic: 'ev-charging',
    title: {
      en: 'Starting and ending a charge',
      de: 'Laden starten und beenden',
      nl: 'Laden starten en beëindigen',
      fr: 'Démarrer et arrêter une recharge',
      it: 'Avviare e terminare una ricarica',
      es: 'Iniciar y terminar una carga',
      pt: 'Iniciar e terminar um carregamento',
      da: 'Start og stop en opladning',
      pl: 'Rozpoczęcie i zakończenie ładowania',
    },
    body: {
      en: 'Plug in your car before you start the charge in the app.\n\nAn amount is reserved on your payment method; only the energy you charge is billed.',
      de: 'Schließ dein Auto an, bevor du das Laden in der App startest.\n\nAuf deiner Zahlungsmethode wird ein Betrag reserviert; berechnet wird nur die geladene Energie.',
    },
    steps: {
      en: [
        'Plug the cable into your car.',
        'Choose the charge point in the app and start charging.',
        'End the charge in the app, or unplug when your car is full.',
      ],
      de: [
        'Steck das Kabel in dein Auto.',
        'Wähle den Ladepunkt in der App und starte das Laden.',
        'Beende das Laden in der App oder zieh den Stecker, wenn dein Auto voll ist.',
      ],
    },
  },
  {
    id: 'adding-a-voucher-code',
    topic: 'vouchers',
    title: {
      en: 'Adding a voucher code',
      de: 'Einen Gutscheincode hinzufügen',
      nl: 'Een vouchercode toevoegen',
      fr: 'Ajouter un code de réduction',
      it: 'Aggiungere un codice sconto',
      es: 'Añadir un código de cupón',
      pt: 'Adicionar um código de desconto',
      da: 'Tilføj en rabatkode',
      pl: 'Dodawanie kodu rabatowego',
    },
    body: {
      en: 'Open Vouchers in your profile and add the code. Case, spaces and hyphens do not matter.\n\nAn active voucher lowers the price of your next refuels automatically.',
      de: 'Öffne Gutscheine in deinem Profil und füge den Code hinzu. Groß- und Kleinschreibung, Leerzeichen und Bindestriche spielen keine Rolle.\n\nEin aktiver Gutschein senkt den Preis deiner nächsten Tankvorgänge automatisch.',
    },
  },
  {
    id: 'adding-a-card-or-paypal',
    topic: 'payment-methods',
    title: {
      en: 'Adding a card or PayPal',
      de: 'Karte oder PayPal hinzufügen',
      nl: 'Een kaart of PayPal toevoegen',
      fr: 'Ajouter une carte ou PayPal',
      it: 'Aggiungere una carta o PayPal',
      es: 'Añadir una tarjeta o PayPal',
      pt: 'Adicionar um cartão ou PayPal',
      da: 'Tilføj et kort eller PayPal',
      pl: 'Dodawanie karty lub PayPal',
    },
    body: {
      en: 'Open Payment methods in your profile and choose what to add.\n\nCard details are entered on the payment provider’s page and never stored in the app. Your preferred method is chosen first when you pay.',
      de: 'Öffne Zahlungsmethoden in deinem Profil und wähle, was du hinzufügen möchtest.\n\nKartendaten werden auf der Seite des Zahlungsanbieters eingegeben und nie in der App gespeichert. Deine bevorzugte Methode wird beim Bezahlen zuerst gewählt.',
    },
  },
];

export const isContentLanguage = (value: string | null): value is ContentLanguage =>
  (contentLanguages as readonly (string | null)[]).includes(value);
