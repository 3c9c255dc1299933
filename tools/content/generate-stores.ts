import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { StoreType } from '#schema/store'

/**
 * Writes `adapters/local-cms/seed/entries/stores.json`: the store locator's seed, about 430 invented
 * stores in Italy, the rest of Europe and five other continents, in both sites. Deterministic (a
 * seeded generator), so running it again gives the same file: `npx tsx tools/content/generate-stores.ts`.
 * `generateStores(count, seed)` is also used by tests and the cluster benchmark for larger sets.
 */

type Country = {
  it: string
  en: string
  dial: string
  tld: string
  street: (random: () => number) => string
  names: readonly string[]
  trade: readonly string[]
}

/** [city (local), English name or '', province or region, zip, latitude, longitude, area code, stores] */
type City = readonly [string, string, string, string, number, number, string, number]

const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)] as T
const number = (random: () => number, max: number): number => 1 + Math.floor(random() * max)

const italianStreets = [
  'Via Roma',
  'Corso Italia',
  'Viale Europa',
  'Via Garibaldi',
  'Via Giuseppe Mazzini',
  'Via Dante Alighieri',
  'Via Giuseppe Verdi',
  'Via Cavour',
  'Via Giacomo Matteotti',
  "Via dell'Industria",
  'Viale della Repubblica',
  'Via dei Mille',
  'Via Aurelia',
  'Via San Martino',
  'Corso Vittorio Emanuele II',
  'Via Nazionale',
  'Via del Lavoro',
  'Via Marconi',
]

const countries = {
  IT: {
    it: 'Italia',
    en: 'Italy',
    dial: '+39',
    tld: 'it',
    street: (r) => `${pick(r, italianStreets)} ${number(r, 180)}`,
    names: [
      'Rossi',
      'Bianchi',
      'Ferrari',
      'Galli',
      'Colombo',
      'Ricci',
      'Marino',
      'Greco',
      'Bruno',
      'Conti',
      'De Luca',
      'Mancini',
      'Lombardi',
      'Moretti',
      'Barbieri',
      'Fontana',
      'Santoro',
      'Rinaldi',
      'Caruso',
      'Ferri',
      'Gatti',
      'Villa',
      'Sala',
      'Testa',
    ],
    trade: ['Arredamenti', 'Arredo Giardino', 'Casa & Giardino', 'Outdoor Design', 'Interni'],
  },
  FR: {
    it: 'Francia',
    en: 'France',
    dial: '+33',
    tld: 'fr',
    street: (r) =>
      `${number(r, 120)} ${pick(r, ['rue de la République', 'avenue Jean Jaurès', 'boulevard Victor Hugo', 'rue du Commerce', 'avenue de la Libération', 'rue Pasteur'])}`,
    names: ['Martin', 'Bernard', 'Dubois', 'Moreau', 'Laurent', 'Lefèvre', 'Garnier', 'Roux'],
    trade: ['Mobilier Extérieur', 'Jardin & Maison', 'Art de Vivre'],
  },
  DE: {
    it: 'Germania',
    en: 'Germany',
    dial: '+49',
    tld: 'de',
    street: (r) =>
      `${pick(r, ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schillerstraße', 'Industriestraße', 'Lindenallee'])} ${number(r, 90)}`,
    names: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann'],
    trade: ['Gartenmöbel', 'Wohnen & Garten', 'Outdoor Living'],
  },
  ES: {
    it: 'Spagna',
    en: 'Spain',
    dial: '+34',
    tld: 'es',
    street: (r) =>
      `${pick(r, ['Calle Mayor', 'Avenida de la Constitución', 'Calle Real', 'Paseo Marítimo', 'Avenida Diagonal'])} ${number(r, 150)}`,
    names: ['García', 'Martínez', 'López', 'Sánchez', 'Romero', 'Navarro'],
    trade: ['Muebles de Jardín', 'Exterior', 'Hogar y Terraza'],
  },
  PT: {
    it: 'Portogallo',
    en: 'Portugal',
    dial: '+351',
    tld: 'pt',
    street: (r) =>
      `${pick(r, ['Rua Augusta', 'Avenida da Liberdade', 'Rua de Santa Catarina', 'Avenida da República'])} ${number(r, 200)}`,
    names: ['Silva', 'Santos', 'Ferreira', 'Costa'],
    trade: ['Mobiliário de Exterior', 'Casa & Jardim'],
  },
  CH: {
    it: 'Svizzera',
    en: 'Switzerland',
    dial: '+41',
    tld: 'ch',
    street: (r) =>
      `${pick(r, ['Bahnhofstrasse', 'Seestrasse', 'Via Nassa', 'Rue du Rhône', 'Dorfstrasse'])} ${number(r, 80)}`,
    names: ['Keller', 'Meier', 'Huber', 'Bernasconi', 'Favre'],
    trade: ['Gartenmöbel', 'Arredamenti', 'Wellness'],
  },
  AT: {
    it: 'Austria',
    en: 'Austria',
    dial: '+43',
    tld: 'at',
    street: (r) =>
      `${pick(r, ['Mariahilfer Straße', 'Landstraße', 'Herrengasse', 'Salzburger Straße'])} ${number(r, 90)}`,
    names: ['Gruber', 'Huber', 'Pichler', 'Steiner'],
    trade: ['Gartenwelt', 'Wohnen & Garten'],
  },
  GB: {
    it: 'Regno Unito',
    en: 'United Kingdom',
    dial: '+44',
    tld: 'co.uk',
    street: (r) =>
      `${number(r, 220)} ${pick(r, ['High Street', 'King’s Road', 'Station Road', 'Church Lane', 'Park Avenue', 'Victoria Road'])}`,
    names: ['Smith', 'Taylor', 'Harris', 'Clarke', 'Walker', 'Wright'],
    trade: ['Garden Living', 'Outdoor Interiors', 'Home & Garden'],
  },
  IE: {
    it: 'Irlanda',
    en: 'Ireland',
    dial: '+353',
    tld: 'ie',
    street: (r) => `${number(r, 90)} ${pick(r, ['Grafton Street', 'Main Street', 'Patrick Street'])}`,
    names: ['Murphy', 'Kelly', 'Byrne'],
    trade: ['Garden Living', 'Outdoor Furniture'],
  },
  NL: {
    it: 'Paesi Bassi',
    en: 'Netherlands',
    dial: '+31',
    tld: 'nl',
    street: (r) =>
      `${pick(r, ['Kalverstraat', 'Stationsweg', 'Dorpsstraat', 'Keizersgracht'])} ${number(r, 300)}`,
    names: ['de Vries', 'Jansen', 'Bakker', 'Visser'],
    trade: ['Tuinmeubelen', 'Wonen & Tuin'],
  },
  BE: {
    it: 'Belgio',
    en: 'Belgium',
    dial: '+32',
    tld: 'be',
    street: (r) =>
      `${pick(r, ['Avenue Louise', 'Meir', 'Chaussée de Waterloo', 'Kerkstraat'])} ${number(r, 200)}`,
    names: ['Peeters', 'Janssens', 'Dupont', 'Claes'],
    trade: ['Outdoor Living', 'Mobilier de Jardin'],
  },
  LU: {
    it: 'Lussemburgo',
    en: 'Luxembourg',
    dial: '+352',
    tld: 'lu',
    street: (r) => `${number(r, 60)} ${pick(r, ['route d’Arlon', 'Grand-Rue'])}`,
    names: ['Schmit', 'Weber'],
    trade: ['Jardin & Maison'],
  },
  MC: {
    it: 'Principato di Monaco',
    en: 'Monaco',
    dial: '+377',
    tld: 'mc',
    street: (r) => `${number(r, 40)} ${pick(r, ['boulevard des Moulins', 'avenue Princesse Grace'])}`,
    names: ['Grimaldi', 'Médecin'],
    trade: ['Art de Vivre'],
  },
  GR: {
    it: 'Grecia',
    en: 'Greece',
    dial: '+30',
    tld: 'gr',
    street: (r) =>
      `${pick(r, ['Ermou', 'Vasilissis Sofias', 'Tsimiski', 'Leoforos Kifisias'])} ${number(r, 120)}`,
    names: ['Papadopoulos', 'Georgiou', 'Nikolaidis'],
    trade: ['Outdoor Living', 'Home & Garden'],
  },
  HR: {
    it: 'Croazia',
    en: 'Croatia',
    dial: '+385',
    tld: 'hr',
    street: (r) => `${pick(r, ['Ilica', 'Riva', 'Obala kralja Tomislava'])} ${number(r, 80)}`,
    names: ['Horvat', 'Kovačević', 'Babić'],
    trade: ['Vrtni Namještaj', 'Outdoor Living'],
  },
  SI: {
    it: 'Slovenia',
    en: 'Slovenia',
    dial: '+386',
    tld: 'si',
    street: (r) => `${pick(r, ['Slovenska cesta', 'Obala'])} ${number(r, 60)}`,
    names: ['Novak', 'Horvat'],
    trade: ['Vrtno Pohištvo'],
  },
  DK: {
    it: 'Danimarca',
    en: 'Denmark',
    dial: '+45',
    tld: 'dk',
    street: (r) => `${pick(r, ['Strøget', 'Vesterbrogade', 'Nørregade'])} ${number(r, 90)}`,
    names: ['Jensen', 'Nielsen', 'Hansen'],
    trade: ['Havemøbler', 'Outdoor Living'],
  },
  SE: {
    it: 'Svezia',
    en: 'Sweden',
    dial: '+46',
    tld: 'se',
    street: (r) => `${pick(r, ['Drottninggatan', 'Kungsgatan', 'Storgatan'])} ${number(r, 90)}`,
    names: ['Andersson', 'Johansson', 'Karlsson'],
    trade: ['Trädgårdsmöbler', 'Outdoor Living'],
  },
  NO: {
    it: 'Norvegia',
    en: 'Norway',
    dial: '+47',
    tld: 'no',
    street: (r) => `${pick(r, ['Karl Johans gate', 'Bryggen', 'Storgata'])} ${number(r, 70)}`,
    names: ['Hansen', 'Olsen', 'Larsen'],
    trade: ['Hagemøbler'],
  },
  PL: {
    it: 'Polonia',
    en: 'Poland',
    dial: '+48',
    tld: 'pl',
    street: (r) =>
      `ul. ${pick(r, ['Marszałkowska', 'Floriańska', 'Piotrkowska', 'Długa'])} ${number(r, 150)}`,
    names: ['Nowak', 'Kowalski', 'Wiśniewski'],
    trade: ['Meble Ogrodowe', 'Dom i Ogród'],
  },
  CZ: {
    it: 'Repubblica Ceca',
    en: 'Czechia',
    dial: '+420',
    tld: 'cz',
    street: (r) => `${pick(r, ['Na Příkopě', 'Vodičkova', 'Masarykova'])} ${number(r, 60)}`,
    names: ['Novák', 'Svoboda', 'Dvořák'],
    trade: ['Zahradní Nábytek'],
  },
  US: {
    it: 'Stati Uniti',
    en: 'United States',
    dial: '+1',
    tld: 'com',
    street: (r) =>
      `${number(r, 9800)} ${pick(r, ['Ocean Drive', 'Sunset Boulevard', 'Main Street', 'Madison Avenue', 'Lake Shore Drive', 'Peachtree Road', 'Collins Avenue'])}`,
    names: ['Johnson', 'Miller', 'Davis', 'Anderson', 'Thompson', 'Robinson', 'Carter'],
    trade: ['Outdoor Living', 'Patio & Pool', 'Design Center'],
  },
  CA: {
    it: 'Canada',
    en: 'Canada',
    dial: '+1',
    tld: 'ca',
    street: (r) =>
      `${number(r, 3000)} ${pick(r, ['Yonge Street', 'Rue Sainte-Catherine', 'Granville Street', 'King Street West'])}`,
    names: ['Tremblay', 'Roy', 'MacDonald', 'Campbell'],
    trade: ['Outdoor Living', 'Patio Design'],
  },
  MX: {
    it: 'Messico',
    en: 'Mexico',
    dial: '+52',
    tld: 'mx',
    street: (r) =>
      `${pick(r, ['Avenida Presidente Masaryk', 'Boulevard Kukulcán', 'Avenida Revolución'])} ${number(r, 500)}`,
    names: ['Hernández', 'González', 'Ramírez'],
    trade: ['Muebles de Exterior', 'Terraza y Jardín'],
  },
  BR: {
    it: 'Brasile',
    en: 'Brazil',
    dial: '+55',
    tld: 'com.br',
    street: (r) =>
      `${pick(r, ['Rua Oscar Freire', 'Avenida Atlântica', 'Rua Haddock Lobo'])}, ${number(r, 1500)}`,
    names: ['Oliveira', 'Souza', 'Pereira'],
    trade: ['Móveis de Área Externa', 'Casa & Jardim'],
  },
  AE: {
    it: 'Emirati Arabi Uniti',
    en: 'United Arab Emirates',
    dial: '+971',
    tld: 'ae',
    street: (r) =>
      `${pick(r, ['Sheikh Zayed Road', 'Al Wasl Road', 'Jumeirah Beach Road', 'Corniche Road'])}, Unit ${number(r, 40)}`,
    names: ['Al Mansouri', 'Al Falasi', 'Haddad'],
    trade: ['Outdoor Living', 'Home & Leisure'],
  },
  QA: {
    it: 'Qatar',
    en: 'Qatar',
    dial: '+974',
    tld: 'qa',
    street: (r) => `${pick(r, ['Porto Arabia', 'Salwa Road'])}, Building ${number(r, 30)}`,
    names: ['Al Thani', 'Al Kuwari'],
    trade: ['Outdoor Living'],
  },
  SA: {
    it: 'Arabia Saudita',
    en: 'Saudi Arabia',
    dial: '+966',
    tld: 'sa',
    street: (r) => `${pick(r, ['King Fahd Road', 'Tahlia Street', 'Prince Sultan Road'])} ${number(r, 900)}`,
    names: ['Al Saud', 'Al Rashid', 'Al Harbi'],
    trade: ['Outdoor Living', 'Home & Garden'],
  },
  IL: {
    it: 'Israele',
    en: 'Israel',
    dial: '+972',
    tld: 'co.il',
    street: (r) =>
      `${pick(r, ['Rothschild Boulevard', 'Dizengoff Street', 'HaYarkon Street'])} ${number(r, 200)}`,
    names: ['Cohen', 'Levi', 'Mizrahi'],
    trade: ['Outdoor Design'],
  },
  ZA: {
    it: 'Sudafrica',
    en: 'South Africa',
    dial: '+27',
    tld: 'co.za',
    street: (r) =>
      `${number(r, 300)} ${pick(r, ['Long Street', 'Rivonia Road', 'Victoria Road', 'Florida Road'])}`,
    names: ['Botha', 'Naidoo', 'van der Merwe'],
    trade: ['Outdoor Living', 'Patio & Garden'],
  },
  MA: {
    it: 'Marocco',
    en: 'Morocco',
    dial: '+212',
    tld: 'ma',
    street: (r) =>
      `${number(r, 200)} ${pick(r, ['Boulevard Mohammed V', 'Avenue Hassan II', 'Boulevard d’Anfa'])}`,
    names: ['Benali', 'El Idrissi', 'Alaoui'],
    trade: ['Art de Vivre', 'Jardin & Maison'],
  },
  JP: {
    it: 'Giappone',
    en: 'Japan',
    dial: '+81',
    tld: 'jp',
    street: (r) =>
      `${number(r, 9)}-${number(r, 30)}-${number(r, 20)} ${pick(r, ['Minami-Aoyama', 'Jingumae', 'Ginza', 'Umeda', 'Sakae'])}`,
    names: ['Sato', 'Suzuki', 'Takahashi', 'Tanaka'],
    trade: ['Outdoor Living', 'Design Garden'],
  },
  KR: {
    it: 'Corea del Sud',
    en: 'South Korea',
    dial: '+82',
    tld: 'kr',
    street: (r) => `${number(r, 800)} ${pick(r, ['Dosan-daero', 'Teheran-ro', 'Haeundae-ro'])}`,
    names: ['Kim', 'Lee', 'Park'],
    trade: ['Outdoor Living'],
  },
  CN: {
    it: 'Cina',
    en: 'China',
    dial: '+86',
    tld: 'cn',
    street: (r) =>
      `${number(r, 1200)} ${pick(r, ['Huaihai Middle Road', 'Nanjing West Road', 'Sanlitun Road'])}`,
    names: ['Wang', 'Li', 'Zhang'],
    trade: ['Outdoor Living', 'Home Design'],
  },
  SG: {
    it: 'Singapore',
    en: 'Singapore',
    dial: '+65',
    tld: 'sg',
    street: (r) => `${number(r, 400)} ${pick(r, ['Orchard Road', 'Tanglin Road', 'Bukit Timah Road'])}`,
    names: ['Tan', 'Lim', 'Ng'],
    trade: ['Outdoor Living', 'Home & Leisure'],
  },
  AU: {
    it: 'Australia',
    en: 'Australia',
    dial: '+61',
    tld: 'com.au',
    street: (r) =>
      `${number(r, 600)} ${pick(r, ['George Street', 'Chapel Street', 'Oxford Street', 'Hay Street', 'Brunswick Street'])}`,
    names: ['Smith', 'Jones', 'Williams', 'Brown', 'Wilson'],
    trade: ['Outdoor Living', 'Alfresco', 'Pool & Garden'],
  },
  NZ: {
    it: 'Nuova Zelanda',
    en: 'New Zealand',
    dial: '+64',
    tld: 'co.nz',
    street: (r) => `${number(r, 300)} ${pick(r, ['Queen Street', 'Ponsonby Road', 'Colombo Street'])}`,
    names: ['Thompson', 'Walker'],
    trade: ['Outdoor Living'],
  },
} satisfies Record<string, Country>

type CountryCode = keyof typeof countries

const cities: Record<CountryCode, readonly City[]> = {
  IT: [
    ['Milano', 'Milan', 'MI', '20121', 45.4642, 9.19, '02', 10],
    ['Roma', 'Rome', 'RM', '00186', 41.9028, 12.4964, '06', 9],
    ['Torino', 'Turin', 'TO', '10121', 45.0703, 7.6869, '011', 6],
    ['Napoli', 'Naples', 'NA', '80121', 40.8518, 14.2681, '081', 5],
    ['Firenze', 'Florence', 'FI', '50123', 43.7696, 11.2558, '055', 6],
    ['Bologna', '', 'BO', '40121', 44.4949, 11.3426, '051', 5],
    ['Venezia', 'Venice', 'VE', '30121', 45.4408, 12.3155, '041', 3],
    ['Genova', 'Genoa', 'GE', '16121', 44.4056, 8.9463, '010', 4],
    ['Verona', '', 'VR', '37121', 45.4384, 10.9916, '045', 5],
    ['Padova', 'Padua', 'PD', '35121', 45.4064, 11.8768, '049', 4],
    ['Treviso', '', 'TV', '31100', 45.6669, 12.243, '0422', 5],
    ['Vicenza', '', 'VI', '36100', 45.5455, 11.5354, '0444', 4],
    ['Brescia', '', 'BS', '25121', 45.5416, 10.2118, '030', 5],
    ['Bergamo', '', 'BG', '24121', 45.6983, 9.6773, '035', 4],
    ['Como', '', 'CO', '22100', 45.8081, 9.0852, '031', 4],
    ['Monza', '', 'MB', '20900', 45.5845, 9.2744, '039', 4],
    ['Varese', '', 'VA', '21100', 45.8206, 8.8251, '0332', 3],
    ['Lecco', '', 'LC', '23900', 45.8566, 9.3977, '0341', 2],
    ['Cremona', '', 'CR', '26100', 45.1332, 10.0227, '0372', 2],
    ['Mantova', 'Mantua', 'MN', '46100', 45.1564, 10.7914, '0376', 2],
    ['Pavia', '', 'PV', '27100', 45.1847, 9.1582, '0382', 2],
    ['Trento', '', 'TN', '38122', 46.0748, 11.1217, '0461', 3],
    ['Bolzano', '', 'BZ', '39100', 46.4983, 11.3548, '0471', 3],
    ['Riva del Garda', '', 'TN', '38066', 45.8856, 10.8414, '0464', 2],
    ['Udine', '', 'UD', '33100', 46.0711, 13.2346, '0432', 3],
    ['Trieste', '', 'TS', '34121', 45.6495, 13.7768, '040', 3],
    ['Pordenone', '', 'PN', '33170', 45.9564, 12.6615, '0434', 2],
    ['Belluno', '', 'BL', '32100', 46.1425, 12.2167, '0437', 1],
    ['Cortina d’Ampezzo', '', 'BL', '32043', 46.5405, 12.1357, '0436', 2],
    ['Rovigo', '', 'RO', '45100', 45.0698, 11.7902, '0425', 1],
    ['Parma', '', 'PR', '43121', 44.8015, 10.3279, '0521', 3],
    ['Modena', '', 'MO', '41121', 44.6471, 10.9252, '059', 3],
    ['Reggio Emilia', '', 'RE', '42121', 44.6983, 10.6312, '0522', 3],
    ['Rimini', '', 'RN', '47921', 44.0678, 12.5695, '0541', 4],
    ['Riccione', '', 'RN', '47838', 43.9996, 12.6559, '0541', 2],
    ['Ravenna', '', 'RA', '48121', 44.4184, 12.2035, '0544', 2],
    ['Ferrara', '', 'FE', '44121', 44.8381, 11.6198, '0532', 2],
    ['Forlì', '', 'FC', '47121', 44.2227, 12.0407, '0543', 2],
    ['Piacenza', '', 'PC', '29121', 45.0526, 9.693, '0523', 2],
    ['Pisa', '', 'PI', '56125', 43.7228, 10.4017, '050', 2],
    ['Lucca', '', 'LU', '55100', 43.8429, 10.5027, '0583', 2],
    ['Forte dei Marmi', '', 'LU', '55042', 43.9602, 10.1788, '0584', 3],
    ['Siena', '', 'SI', '53100', 43.3188, 11.3308, '0577', 2],
    ['Livorno', '', 'LI', '57123', 43.5485, 10.3106, '0586', 2],
    ['Arezzo', '', 'AR', '52100', 43.4633, 11.8796, '0575', 1],
    ['Perugia', '', 'PG', '06121', 43.1107, 12.3908, '075', 2],
    ['Ancona', '', 'AN', '60121', 43.6158, 13.5189, '071', 2],
    ['Pesaro', '', 'PU', '61121', 43.9098, 12.9131, '0721', 2],
    ['Pescara', '', 'PE', '65121', 42.4618, 14.2161, '085', 2],
    ['L’Aquila', '', 'AQ', '67100', 42.3498, 13.3995, '0862', 1],
    ['Latina', '', 'LT', '04100', 41.4676, 12.9037, '0773', 1],
    ['Salerno', '', 'SA', '84121', 40.6824, 14.7681, '089', 2],
    ['Positano', '', 'SA', '84017', 40.628, 14.4849, '089', 1],
    ['Sorrento', '', 'NA', '80067', 40.6263, 14.3758, '081', 2],
    ['Caserta', '', 'CE', '81100', 41.0732, 14.3326, '0823', 1],
    ['Bari', '', 'BA', '70121', 41.1171, 16.8719, '080', 3],
    ['Lecce', '', 'LE', '73100', 40.3515, 18.175, '0832', 2],
    ['Taranto', '', 'TA', '74121', 40.4644, 17.247, '099', 1],
    ['Brindisi', '', 'BR', '72100', 40.6327, 17.9418, '0831', 1],
    ['Matera', '', 'MT', '75100', 40.6664, 16.6043, '0835', 1],
    ['Cosenza', '', 'CS', '87100', 39.2983, 16.2537, '0984', 1],
    ['Reggio Calabria', '', 'RC', '89125', 38.1105, 15.6613, '0965', 1],
    ['Palermo', '', 'PA', '90133', 38.1157, 13.3615, '091', 3],
    ['Catania', '', 'CT', '95124', 37.5079, 15.083, '095', 3],
    ['Taormina', '', 'ME', '98039', 37.8516, 15.2853, '0942', 1],
    ['Siracusa', 'Syracuse', 'SR', '96100', 37.0755, 15.2866, '0931', 1],
    ['Cagliari', '', 'CA', '09124', 39.2238, 9.1217, '070', 2],
    ['Olbia', '', 'SS', '07026', 40.9236, 9.4966, '0789', 2],
    ['Porto Cervo', '', 'SS', '07021', 41.1359, 9.5364, '0789', 1],
    ['Sassari', '', 'SS', '07100', 40.7259, 8.5557, '079', 1],
    ['Sanremo', '', 'IM', '18038', 43.8159, 7.7761, '0184', 2],
    ['La Spezia', '', 'SP', '19121', 44.1025, 9.824, '0187', 2],
    ['Rapallo', '', 'GE', '16035', 44.3496, 9.2316, '0185', 1],
    ['Novara', '', 'NO', '28100', 45.4469, 8.6222, '0321', 2],
    ['Cuneo', '', 'CN', '12100', 44.3845, 7.5427, '0171', 2],
    ['Alessandria', '', 'AL', '15121', 44.9133, 8.6154, '0131', 1],
    ['Asti', '', 'AT', '14100', 44.9008, 8.2064, '0141', 1],
    ['Stresa', '', 'VB', '28838', 45.8838, 8.5337, '0323', 1],
    ['Aosta', '', 'AO', '11100', 45.7376, 7.3201, '0165', 1],
    ['Courmayeur', '', 'AO', '11013', 45.7969, 6.9686, '0165', 1],
    ['Campobasso', '', 'CB', '86100', 41.5603, 14.6627, '0874', 1],
    ['Potenza', '', 'PZ', '85100', 40.6404, 15.8056, '0971', 1],
    ['Terni', '', 'TR', '05100', 42.5636, 12.6427, '0744', 1],
    ['Viterbo', '', 'VT', '01100', 42.4207, 12.1077, '0761', 1],
  ],
  FR: [
    ['Paris', 'Paris', 'Île-de-France', '75008', 48.8566, 2.3522, '01', 6],
    ['Lyon', '', 'Auvergne-Rhône-Alpes', '69002', 45.764, 4.8357, '04', 3],
    ['Marseille', '', 'Provence-Alpes-Côte d’Azur', '13001', 43.2965, 5.3698, '04', 3],
    ['Nice', '', 'Provence-Alpes-Côte d’Azur', '06000', 43.7102, 7.262, '04', 4],
    ['Cannes', '', 'Provence-Alpes-Côte d’Azur', '06400', 43.5528, 7.0174, '04', 3],
    ['Saint-Tropez', '', 'Provence-Alpes-Côte d’Azur', '83990', 43.2727, 6.6406, '04', 2],
    ['Bordeaux', '', 'Nouvelle-Aquitaine', '33000', 44.8378, -0.5792, '05', 2],
    ['Toulouse', '', 'Occitanie', '31000', 43.6047, 1.4442, '05', 2],
    ['Montpellier', '', 'Occitanie', '34000', 43.6108, 3.8767, '04', 2],
    ['Nantes', '', 'Pays de la Loire', '44000', 47.2184, -1.5536, '02', 1],
    ['Lille', '', 'Hauts-de-France', '59000', 50.6292, 3.0573, '03', 1],
    ['Strasbourg', '', 'Grand Est', '67000', 48.5734, 7.7521, '03', 1],
    ['Annecy', '', 'Auvergne-Rhône-Alpes', '74000', 45.8992, 6.1294, '04', 1],
    ['Biarritz', '', 'Nouvelle-Aquitaine', '64200', 43.4832, -1.5586, '05', 1],
    ['Ajaccio', '', 'Corse', '20000', 41.9192, 8.7386, '04', 1],
  ],
  DE: [
    ['München', 'Munich', 'Bayern', '80331', 48.1351, 11.582, '089', 5],
    ['Berlin', '', 'Berlin', '10117', 52.52, 13.405, '030', 4],
    ['Hamburg', '', 'Hamburg', '20095', 53.5511, 9.9937, '040', 3],
    ['Frankfurt am Main', 'Frankfurt', 'Hessen', '60311', 50.1109, 8.6821, '069', 3],
    ['Stuttgart', '', 'Baden-Württemberg', '70173', 48.7758, 9.1829, '0711', 3],
    ['Köln', 'Cologne', 'Nordrhein-Westfalen', '50667', 50.9375, 6.9603, '0221', 2],
    ['Düsseldorf', '', 'Nordrhein-Westfalen', '40213', 51.2277, 6.7735, '0211', 2],
    ['Nürnberg', 'Nuremberg', 'Bayern', '90402', 49.4521, 11.0767, '0911', 1],
    ['Freiburg im Breisgau', 'Freiburg', 'Baden-Württemberg', '79098', 47.999, 7.8421, '0761', 1],
    ['Konstanz', '', 'Baden-Württemberg', '78462', 47.6603, 9.1758, '07531', 1],
    ['Leipzig', '', 'Sachsen', '04109', 51.3397, 12.3731, '0341', 1],
    ['Hannover', 'Hanover', 'Niedersachsen', '30159', 52.3759, 9.732, '0511', 1],
  ],
  ES: [
    ['Madrid', '', 'Comunidad de Madrid', '28001', 40.4168, -3.7038, '91', 4],
    ['Barcelona', '', 'Cataluña', '08008', 41.3874, 2.1686, '93', 4],
    ['Valencia', '', 'Comunidad Valenciana', '46004', 39.4699, -0.3763, '96', 2],
    ['Málaga', '', 'Andalucía', '29015', 36.7213, -4.4214, '952', 2],
    ['Marbella', '', 'Andalucía', '29601', 36.5101, -4.8825, '952', 3],
    ['Sevilla', 'Seville', 'Andalucía', '41004', 37.3891, -5.9845, '954', 1],
    ['Palma', '', 'Illes Balears', '07012', 39.5696, 2.6502, '971', 3],
    ['Ibiza', '', 'Illes Balears', '07800', 38.9067, 1.4206, '971', 2],
    ['Alicante', '', 'Comunidad Valenciana', '03002', 38.3452, -0.481, '965', 1],
    ['Bilbao', '', 'País Vasco', '48001', 43.263, -2.935, '94', 1],
    ['Las Palmas', '', 'Canarias', '35002', 28.1235, -15.4363, '928', 1],
  ],
  PT: [
    ['Lisboa', 'Lisbon', 'Lisboa', '1100-148', 38.7223, -9.1393, '21', 3],
    ['Porto', '', 'Porto', '4050-253', 41.1579, -8.6291, '22', 2],
    ['Faro', '', 'Algarve', '8000-078', 37.0194, -7.9304, '289', 2],
    ['Cascais', '', 'Lisboa', '2750-310', 38.6979, -9.4215, '21', 1],
  ],
  CH: [
    ['Zürich', 'Zurich', 'ZH', '8001', 47.3769, 8.5417, '044', 3],
    ['Genève', 'Geneva', 'GE', '1204', 46.2044, 6.1432, '022', 3],
    ['Lugano', '', 'TI', '6900', 46.0037, 8.9511, '091', 3],
    ['Basel', '', 'BS', '4051', 47.5596, 7.5886, '061', 1],
    ['Bern', '', 'BE', '3011', 46.948, 7.4474, '031', 1],
    ['St. Moritz', '', 'GR', '7500', 46.4908, 9.8355, '081', 1],
    ['Lausanne', '', 'VD', '1003', 46.5197, 6.6323, '021', 1],
    ['Locarno', '', 'TI', '6600', 46.1709, 8.7995, '091', 1],
  ],
  AT: [
    ['Wien', 'Vienna', 'Wien', '1010', 48.2082, 16.3738, '01', 3],
    ['Salzburg', '', 'Salzburg', '5020', 47.8095, 13.055, '0662', 2],
    ['Innsbruck', '', 'Tirol', '6020', 47.2692, 11.4041, '0512', 2],
    ['Graz', '', 'Steiermark', '8010', 47.0707, 15.4395, '0316', 1],
    ['Kitzbühel', '', 'Tirol', '6370', 47.4464, 12.3922, '05356', 1],
  ],
  GB: [
    ['London', '', 'Greater London', 'SW3 1AA', 51.5072, -0.1276, '020', 6],
    ['Manchester', '', 'Greater Manchester', 'M2 3AW', 53.4808, -2.2426, '0161', 2],
    ['Edinburgh', '', 'Scotland', 'EH2 2AD', 55.9533, -3.1883, '0131', 1],
    ['Bristol', '', 'Bristol', 'BS1 4ST', 51.4545, -2.5879, '0117', 1],
    ['Bath', '', 'Somerset', 'BA1 1SU', 51.3781, -2.3597, '01225', 1],
    ['Brighton', '', 'East Sussex', 'BN1 1AE', 50.8225, -0.1372, '01273', 1],
    ['Birmingham', '', 'West Midlands', 'B2 4QA', 52.4862, -1.8904, '0121', 1],
    ['Guernsey', '', 'Channel Islands', 'GY1 1AA', 49.4542, -2.5369, '01481', 1],
  ],
  IE: [
    ['Dublin', '', 'Leinster', 'D02 X285', 53.3498, -6.2603, '01', 2],
    ['Cork', '', 'Munster', 'T12 X70A', 51.8985, -8.4756, '021', 1],
  ],
  NL: [
    ['Amsterdam', '', 'Noord-Holland', '1017 CT', 52.3676, 4.9041, '020', 3],
    ['Rotterdam', '', 'Zuid-Holland', '3011 AD', 51.9244, 4.4777, '010', 2],
    ['Den Haag', 'The Hague', 'Zuid-Holland', '2511 BT', 52.0705, 4.3007, '070', 1],
    ['Utrecht', '', 'Utrecht', '3511 AB', 52.0907, 5.1214, '030', 1],
    ['Eindhoven', '', 'Noord-Brabant', '5611 AB', 51.4416, 5.4697, '040', 1],
  ],
  BE: [
    ['Bruxelles', 'Brussels', 'Bruxelles-Capitale', '1050', 50.8503, 4.3517, '02', 3],
    ['Antwerpen', 'Antwerp', 'Antwerpen', '2000', 51.2194, 4.4025, '03', 2],
    ['Knokke-Heist', '', 'West-Vlaanderen', '8300', 51.3498, 3.2875, '050', 2],
    ['Gent', 'Ghent', 'Oost-Vlaanderen', '9000', 51.0543, 3.7174, '09', 1],
  ],
  LU: [['Luxembourg', '', 'Luxembourg', 'L-1140', 49.6116, 6.1319, '', 2]],
  MC: [['Monaco', '', 'Monaco', '98000', 43.7384, 7.4246, '', 2]],
  GR: [
    ['Athína', 'Athens', 'Attica', '105 63', 37.9838, 23.7275, '21', 3],
    ['Thessaloníki', 'Thessaloniki', 'Central Macedonia', '546 24', 40.6401, 22.9444, '2310', 1],
    ['Mykonos', '', 'South Aegean', '846 00', 37.4467, 25.3289, '22890', 2],
    ['Santorini', '', 'South Aegean', '847 00', 36.3932, 25.4615, '22860', 1],
    ['Chania', '', 'Crete', '731 32', 35.5138, 24.018, '28210', 1],
  ],
  HR: [
    ['Zagreb', '', 'Grad Zagreb', '10000', 45.815, 15.9819, '01', 1],
    ['Split', '', 'Splitsko-dalmatinska', '21000', 43.5081, 16.4402, '021', 2],
    ['Dubrovnik', '', 'Dubrovačko-neretvanska', '20000', 42.6507, 18.0944, '020', 2],
    ['Rovinj', '', 'Istarska', '52210', 45.0812, 13.6387, '052', 1],
  ],
  SI: [
    ['Ljubljana', '', 'Osrednjeslovenska', '1000', 46.0569, 14.5058, '01', 1],
    ['Portorož', '', 'Obalno-kraška', '6320', 45.5144, 13.5905, '05', 1],
  ],
  DK: [
    ['København', 'Copenhagen', 'Hovedstaden', '1160', 55.6761, 12.5683, '', 2],
    ['Aarhus', '', 'Midtjylland', '8000', 56.1629, 10.2039, '', 1],
  ],
  SE: [
    ['Stockholm', '', 'Stockholms län', '111 57', 59.3293, 18.0686, '08', 2],
    ['Göteborg', 'Gothenburg', 'Västra Götaland', '411 36', 57.7089, 11.9746, '031', 1],
    ['Malmö', '', 'Skåne', '211 22', 55.605, 13.0038, '040', 1],
  ],
  NO: [
    ['Oslo', '', 'Oslo', '0159', 59.9139, 10.7522, '', 2],
    ['Bergen', '', 'Vestland', '5003', 60.3913, 5.3221, '', 1],
  ],
  PL: [
    ['Warszawa', 'Warsaw', 'Mazowieckie', '00-001', 52.2297, 21.0122, '22', 2],
    ['Kraków', 'Krakow', 'Małopolskie', '31-001', 50.0647, 19.945, '12', 1],
    ['Gdańsk', '', 'Pomorskie', '80-001', 54.352, 18.6466, '58', 1],
  ],
  CZ: [
    ['Praha', 'Prague', 'Hlavní město Praha', '110 00', 50.0755, 14.4378, '2', 2],
    ['Brno', '', 'Jihomoravský', '602 00', 49.1951, 16.6068, '5', 1],
  ],
  US: [
    ['New York', '', 'NY', '10065', 40.7128, -74.006, '212', 4],
    ['Miami', '', 'FL', '33139', 25.7617, -80.1918, '305', 4],
    ['Los Angeles', '', 'CA', '90069', 34.0522, -118.2437, '310', 3],
    ['San Francisco', '', 'CA', '94103', 37.7749, -122.4194, '415', 2],
    ['Chicago', '', 'IL', '60611', 41.8781, -87.6298, '312', 2],
    ['Houston', '', 'TX', '77056', 29.7604, -95.3698, '713', 1],
    ['Dallas', '', 'TX', '75201', 32.7767, -96.797, '214', 1],
    ['Atlanta', '', 'GA', '30305', 33.749, -84.388, '404', 1],
    ['Scottsdale', '', 'AZ', '85251', 33.4942, -111.9261, '480', 1],
    ['Palm Beach', '', 'FL', '33480', 26.7056, -80.0364, '561', 2],
    ['Aspen', '', 'CO', '81611', 39.1911, -106.8175, '970', 1],
    ['Seattle', '', 'WA', '98101', 47.6062, -122.3321, '206', 1],
    ['Boston', '', 'MA', '02116', 42.3601, -71.0589, '617', 1],
    ['Honolulu', '', 'HI', '96815', 21.3069, -157.8583, '808', 1],
  ],
  CA: [
    ['Toronto', '', 'ON', 'M5R 2E3', 43.6532, -79.3832, '416', 2],
    ['Montréal', 'Montreal', 'QC', 'H3B 1A7', 45.5017, -73.5673, '514', 2],
    ['Vancouver', '', 'BC', 'V6Z 1Y6', 49.2827, -123.1207, '604', 2],
  ],
  MX: [
    ['Ciudad de México', 'Mexico City', 'CDMX', '11560', 19.4326, -99.1332, '55', 2],
    ['Cancún', 'Cancun', 'Quintana Roo', '77500', 21.1619, -86.8515, '998', 2],
    ['Monterrey', '', 'Nuevo León', '64000', 25.6866, -100.3161, '81', 1],
  ],
  BR: [
    ['São Paulo', 'Sao Paulo', 'SP', '01426-001', -23.5505, -46.6333, '11', 3],
    ['Rio de Janeiro', '', 'RJ', '22021-001', -22.9068, -43.1729, '21', 2],
  ],
  AE: [
    ['Dubai', '', 'Dubai', '00000', 25.2048, 55.2708, '4', 4],
    ['Abu Dhabi', '', 'Abu Dhabi', '00000', 24.4539, 54.3773, '2', 2],
  ],
  QA: [['Doha', '', 'Doha', '00000', 25.2854, 51.531, '', 2]],
  SA: [
    ['Riyadh', '', 'Riyadh', '12211', 24.7136, 46.6753, '11', 2],
    ['Jeddah', '', 'Makkah', '23431', 21.4858, 39.1925, '12', 1],
  ],
  IL: [['Tel Aviv', '', 'Tel Aviv', '6578901', 32.0853, 34.7818, '3', 2]],
  ZA: [
    ['Cape Town', '', 'Western Cape', '8001', -33.9249, 18.4241, '21', 2],
    ['Johannesburg', '', 'Gauteng', '2196', -26.2041, 28.0473, '11', 2],
    ['Durban', '', 'KwaZulu-Natal', '4001', -29.8587, 31.0218, '31', 1],
  ],
  MA: [
    ['Marrakech', '', 'Marrakech-Safi', '40000', 31.6295, -7.9811, '524', 2],
    ['Casablanca', '', 'Casablanca-Settat', '20250', 33.5731, -7.5898, '522', 1],
  ],
  JP: [
    ['Tokyo', '', 'Tokyo', '107-0062', 35.6762, 139.6503, '3', 3],
    ['Osaka', '', 'Osaka', '530-0001', 34.6937, 135.5023, '6', 1],
    ['Nagoya', '', 'Aichi', '460-0008', 35.1815, 136.9066, '52', 1],
  ],
  KR: [
    ['Seoul', '', 'Seoul', '06015', 37.5665, 126.978, '2', 2],
    ['Busan', '', 'Busan', '48094', 35.1796, 129.0756, '51', 1],
  ],
  CN: [
    ['Shanghai', '', 'Shanghai', '200031', 31.2304, 121.4737, '21', 2],
    ['Beijing', '', 'Beijing', '100027', 39.9042, 116.4074, '10', 1],
    ['Shenzhen', '', 'Guangdong', '518048', 22.5431, 114.0579, '755', 1],
  ],
  SG: [['Singapore', '', 'Singapore', '238859', 1.3521, 103.8198, '', 2]],
  AU: [
    ['Sydney', '', 'NSW', '2000', -33.8688, 151.2093, '2', 3],
    ['Melbourne', '', 'VIC', '3141', -37.8136, 144.9631, '3', 3],
    ['Brisbane', '', 'QLD', '4000', -27.4698, 153.0251, '7', 1],
    ['Perth', '', 'WA', '6000', -31.9505, 115.8605, '8', 1],
    ['Gold Coast', '', 'QLD', '4217', -28.0167, 153.4, '7', 1],
  ],
  NZ: [
    ['Auckland', '', 'Auckland', '1010', -36.8485, 174.7633, '9', 2],
    ['Christchurch', '', 'Canterbury', '8011', -43.5321, 172.6362, '3', 1],
  ],
}

/** A small seeded generator (mulberry32): the same seed gives the same stores on every run. */
function seeded(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let value = state
    value = Math.imul(value ^ (value >>> 15), value | 1)
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61)
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296
  }
}

function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

function digits(random: () => number, count: number): string {
  return Array.from({ length: count }, () => String(Math.floor(random() * 10))).join('')
}

export type GeneratedStore = {
  id: string
  name: string
  storeType: StoreType
  address: string
  city: { it: string; en: string }
  province: string
  zip: string
  country: { it: string; en: string }
  phone: string
  email: string | null
  website: string | null
  latitude: number
  longitude: number
}

/** Stores city by city (each city's count × `scale`), with nearby coordinates and local formats. */
export function generateStores(
  options: { scale?: number; seed?: number; firstId?: number } = {},
): GeneratedStore[] {
  const random = seeded(options.seed ?? 2025)
  const scale = options.scale ?? 1
  let id = options.firstId ?? 60001
  const stores: GeneratedStore[] = []
  for (const code of Object.keys(cities) as CountryCode[]) {
    const country: Country = countries[code]
    for (const [local, english, province, zip, latitude, longitude, area, count] of cities[code]) {
      const total = Math.max(1, Math.round(count * scale))
      for (let index = 0; index < total; index += 1) {
        // The first store of a large city is the brand's own; others are mostly dealers.
        const storeType: StoreType =
          index === 0 && count >= 4
            ? 'flagship'
            : random() < 0.22
              ? 'spa-center'
              : random() < 0.12
                ? 'contract-partner'
                : 'dealer'
        const surname = pick(random, country.names)
        const name =
          storeType === 'flagship'
            ? `Fast Store ${local}`
            : storeType === 'spa-center'
              ? `${surname} ${pick(random, ['Wellness', 'Spa & Pool', 'Piscine e Benessere', 'Spa Design'])}`
              : storeType === 'contract-partner'
                ? `${surname} Contract`
                : `${surname} ${pick(random, country.trade)}`
        const domain = `${slugify(name)}${storeType === 'flagship' ? '' : `-${slugify(local)}`}`
        // Up to about 6 km from the centre: shops sit around a city, not on top of each other.
        const spread = 0.055 * Math.sqrt(random())
        const angle = random() * 2 * Math.PI
        stores.push({
          id: String(id),
          name,
          storeType,
          address: country.street(random),
          city: { it: local, en: english || local },
          province,
          zip,
          country: { it: country.it, en: country.en },
          phone: [
            country.dial,
            area.replace(/^0(?=\d)/, code === 'IT' ? '0' : ''),
            `${digits(random, 3)} ${digits(random, 4)}`,
          ]
            .filter(Boolean)
            .join(' '),
          email:
            storeType === 'flagship'
              ? `${slugify(english || local)}@fastoutdoor.com`
              : random() < 0.9
                ? `info@${domain}.${country.tld}`
                : null,
          website:
            storeType === 'flagship'
              ? `https://www.fastoutdoor.com/stores/${slugify(english || local)}`
              : random() < 0.75
                ? `https://www.${domain}.${country.tld}`
                : null,
          latitude: Number((latitude + spread * Math.sin(angle)).toFixed(5)),
          longitude: Number(
            (longitude + (spread * Math.cos(angle)) / Math.cos((latitude * Math.PI) / 180)).toFixed(5),
          ),
        })
        id += 1
      }
    }
  }
  return stores
}

/** The seed file's shape (adapters/local-cms/README.md): shared fields, localized city and country. */
export function storesSeed(stores: readonly GeneratedStore[]) {
  return {
    section: 'stores',
    type: 'store',
    entries: stores.map((store) => {
      const slug = `${slugify(store.name)}-${slugify(store.city.it)}-${store.id}`
      const site = (locale: 'it' | 'en') => ({
        title: store.name,
        slug,
        fields: { city: store.city[locale], country: store.country[locale] },
      })
      return {
        id: store.id,
        postDate: '2025-03-01T09:00:00+00:00',
        fields: {
          storeType: store.storeType,
          address: store.address,
          province: store.province,
          zip: store.zip,
          phone: store.phone,
          email: store.email,
          website: store.website,
          latitude: store.latitude,
          longitude: store.longitude,
        },
        sites: { it: site('it'), en: site('en') },
      }
    }),
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = resolve('adapters/local-cms/seed/entries/stores.json')
  const stores = generateStores()
  writeFileSync(file, `${JSON.stringify(storesSeed(stores), null, 2)}\n`)
  console.log(`Wrote ${stores.length} stores to ${file}`)
}
