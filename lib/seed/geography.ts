/**
 * Real places of Long Island's East End (around Riverhead, NY) for the demo data.
 *
 * Demo listings must read as believable to someone who knows the area, so towns, ZIP codes,
 * school districts and most street names are real. Coordinates are hamlet centres to about
 * 3–4 decimals. `spread` keeps random points on land: most hamlets here sit between the
 * Sound, Peconic Bay and the ocean, so points scatter in a small ellipse laid along the
 * land (the North Fork runs at a bearing of roughly 52°) and, where the centre is on the
 * shore, around a point shifted inland.
 */
import { slugify } from '@/lib/text/slug';
import type { Rng } from './random';

export type RegionName = 'North Fork' | 'South Fork' | 'Riverhead' | 'Brookhaven' | 'Shelter Island';

/** Where random points for a town may fall: an ellipse rather than the default circle. */
export interface TownSpread {
  /** Compass bearing of the long axis, degrees clockwise from north. */
  bearingDeg: number;
  /** Short axis as a share of the long one (radiusMiles). */
  ratio: number;
  /** Ellipse centre when the hamlet centre is on the water's edge; defaults to lat/lon. */
  lat?: number;
  lon?: number;
}

export interface Town {
  name: string;
  slug: string;
  zip: string;
  county: 'Suffolk';
  state: 'NY';
  lat: number;
  lon: number;
  /** Half the long axis of the scatter area, in miles. */
  radiusMiles: number;
  spread?: TownSpread;
  /** Relative location premium: 1 is an average East End hamlet; multiply a base price by it. */
  priceIndex: number;
  region: RegionName;
  schoolDistrict: string;
  streets: readonly string[];
}

export interface Region {
  name: RegionName;
  slug: string;
  /** Slugs of the towns in TOWNS that belong to the region. */
  towns: readonly string[];
}

export type SchoolLevel = 'elementary' | 'middle' | 'high';

export interface School {
  name: string;
  level: SchoolLevel;
  district: string;
  lat: number;
  lon: number;
  /** 1–10, demo rating. */
  rating: number;
  grades: string;
}

// District names, shared by TOWNS and SCHOOLS so a typo cannot split one district in two.
const D = {
  riverhead: 'Riverhead Central School District',
  mattituck: 'Mattituck-Cutchogue UFSD',
  southold: 'Southold UFSD',
  greenport: 'Greenport UFSD',
  oysterponds: 'Oysterponds UFSD',
  swr: 'Shoreham-Wading River CSD',
  hamptonBays: 'Hampton Bays UFSD',
  southampton: 'Southampton UFSD',
  eastHampton: 'East Hampton UFSD',
  sagHarbor: 'Sag Harbor UFSD',
  montauk: 'Montauk UFSD',
  bridgehampton: 'Bridgehampton UFSD',
  westhampton: 'Westhampton Beach UFSD',
  quogue: 'Quogue UFSD',
  remsenburg: 'Remsenburg-Speonk UFSD',
  esm: 'Eastport-South Manor CSD',
  floyd: 'William Floyd UFSD',
  centerMoriches: 'Center Moriches UFSD',
  eastMoriches: 'East Moriches UFSD',
  shelterIsland: 'Shelter Island UFSD',
  amagansett: 'Amagansett UFSD',
  springs: 'Springs UFSD',
  wainscott: 'Wainscott Common School District',
  sagaponack: 'Sagaponack Common School District',
} as const;

// Bearing of the North Fork's spine (Riverhead → Orient Point); ellipses there lie along it.
const NF = 52;

type TownInput = Omit<Town, 'county' | 'state' | 'slug'>;


const town = (t: TownInput): Town => ({ ...t, slug: slugify(t.name), county: 'Suffolk', state: 'NY' });

export const TOWNS: readonly Town[] = [
  // --- Town of Riverhead and its neighbours ---
  town({
    name: 'Riverhead', zip: '11901', lat: 40.917, lon: -72.662, radiusMiles: 1.8,
    // Downtown sits on the Peconic River; Flanders Bay is just east of the river mouth, so scatter north-west.
    spread: { bearingDeg: 20, ratio: 0.8, lat: 40.934, lon: -72.672 },
    priceIndex: 0.85, region: 'Riverhead', schoolDistrict: D.riverhead,
    streets: ['Main Street', 'Roanoke Avenue', 'Pulaski Street', 'Osborn Avenue', 'Northville Turnpike', 'Sound Avenue', 'Hubbard Avenue', 'Middle Road', 'Ostrander Avenue', 'Griffing Avenue', 'Harrison Avenue', 'Court Street', 'Doctors Path', 'Howell Avenue', 'Marcy Avenue'],
  }),
  town({
    name: 'Calverton', zip: '11933', lat: 40.9163, lon: -72.7551, radiusMiles: 2.2,
    priceIndex: 0.8, region: 'Riverhead', schoolDistrict: D.riverhead,
    streets: ['Edwards Avenue', 'River Road', 'Middle Country Road', 'Grumman Boulevard', 'Manor Road', 'Fresh Pond Avenue', 'Youngs Avenue', 'Wading River Manor Road', 'Old River Road', 'Kay Road'],
  }),
  town({
    name: 'Baiting Hollow', zip: '11933', lat: 40.9565, lon: -72.7437, radiusMiles: 1.2,
    spread: { bearingDeg: 80, ratio: 0.6, lat: 40.948, lon: -72.735 },
    priceIndex: 0.95, region: 'Riverhead', schoolDistrict: D.riverhead,
    streets: ['Sound Avenue', 'Edwards Avenue', 'Fresh Pond Avenue', 'Park Road', 'Sound Shore Road', 'Baiting Hollow Road', 'Warner Drive', 'Oakleigh Avenue'],
  }),
  town({
    name: 'Wading River', zip: '11792', lat: 40.9504, lon: -72.8424, radiusMiles: 1.6,
    // The Sound is a mile north of the hamlet; the scatter is shifted south and stretched east–west.
    spread: { bearingDeg: 90, ratio: 0.7, lat: 40.939, lon: -72.835 },
    priceIndex: 1.0, region: 'Riverhead', schoolDistrict: D.swr,
    streets: ['North Country Road', 'Sound Road', 'Wading River Manor Road', 'Hulse Landing Road', 'Parker Road', 'Randall Road', 'Creek Road', 'Sound Avenue', 'Long Pond Road', 'Wading River Hollow Road', 'Church Lane'],
  }),
  town({
    name: 'Flanders', zip: '11901', lat: 40.9035, lon: -72.6171, radiusMiles: 1.2,
    // Flanders Bay is the hamlet's northern edge; points go south into the pine barrens side.
    spread: { bearingDeg: 80, ratio: 0.6, lat: 40.892, lon: -72.628 },
    priceIndex: 0.7, region: 'Riverhead', schoolDistrict: D.riverhead,
    streets: ['Flanders Road', 'Long Neck Boulevard', 'Bayview Avenue', 'Pleasure Drive', 'Brookhaven Avenue', 'Cypress Avenue', 'Vail Avenue', 'Riverleigh Avenue', 'Goose Creek Lane', 'Oak Avenue'],
  }),

  // --- North Fork ---
  town({
    name: 'Aquebogue', zip: '11931', lat: 40.944, lon: -72.627, radiusMiles: 1.4,
    spread: { bearingDeg: 10, ratio: 0.7, lat: 40.955, lon: -72.625 },
    priceIndex: 1.0, region: 'North Fork', schoolDistrict: D.riverhead,
    streets: ['Main Road', 'Edgar Avenue', 'Church Lane', 'Meetinghouse Creek Road', 'Tuthills Lane', 'Peconic Bay Boulevard', 'Sound Avenue', 'Hubbard Avenue', 'Lewin Drive', 'Colonial Drive'],
  }),
  town({
    name: 'Jamesport', zip: '11947', lat: 40.9495, lon: -72.5815, radiusMiles: 1.5,
    spread: { bearingDeg: 10, ratio: 0.7, lat: 40.962, lon: -72.585 },
    priceIndex: 1.1, region: 'North Fork', schoolDistrict: D.riverhead,
    streets: ['Main Road', 'Manor Lane', 'Herricks Lane', 'South Jamesport Avenue', 'Washington Avenue', 'Peconic Bay Boulevard', 'Sound Avenue', 'Bay Avenue', 'Front Street', 'Tuthill Road', 'Old Sound Avenue'],
  }),
  town({
    name: 'Laurel', zip: '11948', lat: 40.9687, lon: -72.5537, radiusMiles: 1.0,
    spread: { bearingDeg: 35, ratio: 0.8, lat: 40.976, lon: -72.555 },
    priceIndex: 1.1, region: 'North Fork', schoolDistrict: D.mattituck,
    streets: ['Main Road', 'Laurel Lane', 'Franklinville Road', 'Aldrich Lane', 'Peconic Bay Boulevard', 'Bray Avenue', 'Sound Avenue', 'Delmar Drive', 'Laurel Way'],
  }),
  town({
    name: 'Mattituck', zip: '11952', lat: 40.9912, lon: -72.5343, radiusMiles: 1.5,
    spread: { bearingDeg: NF, ratio: 0.55, lat: 40.995, lon: -72.53 },
    priceIndex: 1.15, region: 'North Fork', schoolDistrict: D.mattituck,
    streets: ['Main Road', 'Love Lane', 'Pike Street', 'Westphalia Road', 'Wickham Avenue', 'Sound Avenue', 'Bergen Avenue', 'Cox Neck Road', 'Old Sound Avenue', 'Marratooka Road', 'Bay Avenue', 'New Suffolk Avenue', 'Breakwater Road', 'Grand Avenue'],
  }),
  town({
    name: 'Cutchogue', zip: '11935', lat: 41.0107, lon: -72.4851, radiusMiles: 1.5,
    spread: { bearingDeg: NF, ratio: 0.55, lat: 41.015, lon: -72.485 },
    priceIndex: 1.25, region: 'North Fork', schoolDistrict: D.mattituck,
    streets: ['Main Road', 'Depot Lane', 'Alvahs Lane', 'Skunk Lane', 'Pequash Avenue', 'Eugenes Road', 'New Suffolk Road', 'Oregon Road', 'Cox Lane', 'Moores Lane', 'Stillwater Avenue', 'Middle Road', 'Bridge Lane', 'Fleets Neck Road'],
  }),
  town({
    name: 'Peconic', zip: '11958', lat: 41.0423, lon: -72.4637, radiusMiles: 1.0,
    spread: { bearingDeg: NF, ratio: 0.5, lat: 41.045, lon: -72.465 },
    priceIndex: 1.2, region: 'North Fork', schoolDistrict: D.southold,
    streets: ['Main Road', 'Peconic Lane', 'Carroll Avenue', 'Indian Neck Lane', 'Mill Lane', 'Soundview Avenue', 'Spring Lane', 'Wells Road', 'Henrys Lane', 'Middle Road'],
  }),
  town({
    name: 'Southold', zip: '11971', lat: 41.0648, lon: -72.4259, radiusMiles: 1.4,
    // Main Road runs close to Southold Bay; the ellipse centre moves toward the Sound side.
    spread: { bearingDeg: NF, ratio: 0.45, lat: 41.072, lon: -72.432 },
    priceIndex: 1.2, region: 'North Fork', schoolDistrict: D.southold,
    streets: ['Main Road', 'Youngs Avenue', 'Hobart Road', 'Bayview Road', 'Hortons Lane', 'Lighthouse Road', 'Paradise Point Road', 'Boisseau Avenue', 'Town Harbor Lane', 'Wells Avenue', 'Jockey Creek Drive', 'Founders Path', 'Ackerly Pond Lane', 'Kerwin Boulevard', 'Soundview Avenue'],
  }),
  town({
    name: 'Greenport', zip: '11944', lat: 41.1034, lon: -72.3592, radiusMiles: 1.0,
    // The village fronts Shelter Island Sound; points spread west into Greenport West, which is land.
    spread: { bearingDeg: NF, ratio: 0.5, lat: 41.108, lon: -72.372 },
    priceIndex: 1.25, region: 'North Fork', schoolDistrict: D.greenport,
    streets: ['Front Street', 'Main Street', 'First Street', 'Second Street', 'Third Street', 'Fourth Street', 'Sterling Street', 'Bay Avenue', 'Manhanset Avenue', 'Clark Street', 'Central Avenue', 'Wiggins Street', 'Champlin Place', 'Knapp Place'],
  }),
  town({
    name: 'East Marion', zip: '11939', lat: 41.1276, lon: -72.3426, radiusMiles: 0.8,
    // Only about half a mile wide at the causeway: the narrowest ellipse in the list.
    spread: { bearingDeg: 60, ratio: 0.4, lat: 41.128, lon: -72.34 },
    priceIndex: 1.35, region: 'North Fork', schoolDistrict: D.oysterponds,
    streets: ['Main Road', 'Bay Avenue', 'Shipyard Lane', 'Cleaves Point Road', 'Rocky Point Road', 'Stars Road', 'Trumans Path', 'Aquaview Avenue', 'Gillette Drive', 'Old Orchard Road'],
  }),
  town({
    name: 'Orient', zip: '11957', lat: 41.139, lon: -72.302, radiusMiles: 1.0,
    spread: { bearingDeg: 60, ratio: 0.45, lat: 41.147, lon: -72.295 },
    priceIndex: 1.5, region: 'North Fork', schoolDistrict: D.oysterponds,
    streets: ['Village Lane', 'King Street', 'Main Road', 'Platt Road', 'Orchard Street', 'Tabor Road', 'Narrow River Road', 'Navy Street', 'Youngs Road', 'Skippers Lane', 'Halyoake Avenue', 'Browns Hills Road'],
  }),

  // --- Shelter Island ---
  town({
    name: 'Shelter Island', zip: '11964', lat: 41.0682, lon: -72.339, radiusMiles: 0.9,
    // Deeply indented by harbours; a small circle around the Center stays on land.
    spread: { bearingDeg: 0, ratio: 0.9, lat: 41.072, lon: -72.335 },
    priceIndex: 2.2, region: 'Shelter Island', schoolDistrict: D.shelterIsland,
    streets: ['North Ferry Road', 'South Ferry Road', 'Menantic Road', 'West Neck Road', 'Ram Island Drive', 'Cartwright Road', 'Manhanset Road', 'Winthrop Road', 'Grand Avenue', 'Bridge Street', 'Saint Marys Road', 'Midway Road'],
  }),

  // --- South Fork and the Hamptons west of the canal ---
  town({
    name: 'Hampton Bays', zip: '11946', lat: 40.869, lon: -72.5176, radiusMiles: 1.8,
    // Squeezed between Peconic Bay (north) and Shinnecock Bay (south): long east–west ellipse.
    spread: { bearingDeg: 80, ratio: 0.55, lat: 40.87, lon: -72.525 },
    priceIndex: 1.3, region: 'South Fork', schoolDistrict: D.hamptonBays,
    streets: ['Montauk Highway', 'Ponquogue Avenue', 'Squiretown Road', 'Springville Road', 'Good Ground Road', 'Bellows Terrace', 'East Tiana Road', 'West Tiana Road', 'Shinnecock Road', 'Lynn Avenue', 'Old Riverhead Road', 'Red Creek Road', 'Newtown Road', 'Canoe Place Road'],
  }),
  town({
    name: 'Southampton', zip: '11968', lat: 40.8843, lon: -72.3895, radiusMiles: 1.6,
    // The ocean and Lake Agawam are just south of the village; the ellipse runs north toward North Sea.
    spread: { bearingDeg: 20, ratio: 0.7, lat: 40.903, lon: -72.395 },
    priceIndex: 3.0, region: 'South Fork', schoolDistrict: D.southampton,
    streets: ['Main Street', 'Jobs Lane', 'Hill Street', 'First Neck Lane', 'Meeting House Lane', 'North Main Street', 'Old Town Road', 'Gin Lane', 'Coopers Neck Lane', 'Little Plains Road', 'Halsey Neck Lane', 'Captains Neck Lane', 'Wickapogue Road', 'North Sea Road', 'Hampton Road'],
  }),
  town({
    name: 'Water Mill', zip: '11976', lat: 40.9198, lon: -72.3427, radiusMiles: 1.3,
    spread: { bearingDeg: 0, ratio: 0.8, lat: 40.926, lon: -72.345 },
    priceIndex: 4.0, region: 'South Fork', schoolDistrict: D.southampton,
    streets: ['Montauk Highway', 'Mecox Road', 'Deerfield Road', 'Head of Pond Road', 'Flying Point Road', 'Rose Hill Road', 'Cobb Road', 'Halsey Lane', 'Davids Lane', 'Old Mill Road', 'Water Mill Towd Road'],
  }),
  town({
    name: 'Bridgehampton', zip: '11932', lat: 40.9379, lon: -72.3009, radiusMiles: 1.5,
    spread: { bearingDeg: 0, ratio: 0.8, lat: 40.946, lon: -72.304 },
    priceIndex: 4.0, region: 'South Fork', schoolDistrict: D.bridgehampton,
    streets: ['Main Street', 'Ocean Road', 'Lumber Lane', 'Hayground Road', 'Butter Lane', 'Bridge Lane', 'Halsey Lane', 'Scuttle Hole Road', 'Millstone Road', 'Pauls Lane', 'School Street', 'Corwith Avenue', 'Norris Lane', 'Mitchell Lane'],
  }),
  town({
    name: 'Sagaponack', zip: '11962', lat: 40.9227, lon: -72.276, radiusMiles: 0.9,
    spread: { bearingDeg: 80, ratio: 0.7, lat: 40.93, lon: -72.275 },
    priceIndex: 5.0, region: 'South Fork', schoolDistrict: D.sagaponack,
    streets: ['Sagg Main Street', 'Sagaponack Road', 'Parsonage Lane', 'Daniels Lane', 'Gibson Lane', 'Sagg Road', 'Hedges Lane', 'Fairfield Pond Lane', 'Wilkes Lane'],
  }),
  town({
    name: 'Wainscott', zip: '11975', lat: 40.9385, lon: -72.2464, radiusMiles: 0.8,
    spread: { bearingDeg: 0, ratio: 0.8, lat: 40.945, lon: -72.248 },
    priceIndex: 3.8, region: 'South Fork', schoolDistrict: D.wainscott,
    streets: ['Wainscott Main Street', 'Wainscott Stone Road', 'Wainscott Northwest Road', 'Beach Lane', 'Town Line Road', 'Sayres Path', 'Six Pole Highway', 'Wainscott Harbor Road'],
  }),
  town({
    name: 'Sag Harbor', zip: '11963', lat: 40.9979, lon: -72.2926, radiusMiles: 1.3,
    // The harbour is north of Main Street and the Cove to the west: the scatter moves south.
    spread: { bearingDeg: 160, ratio: 0.6, lat: 40.986, lon: -72.29 },
    priceIndex: 3.0, region: 'South Fork', schoolDistrict: D.sagHarbor,
    streets: ['Main Street', 'Madison Street', 'Division Street', 'Jermain Avenue', 'Glover Street', 'Hampton Street', 'Bay Street', 'Union Street', 'Garden Street', 'Palmer Terrace', 'Howard Street', 'Suffolk Street', 'Henry Street', 'Long Beach Road'],
  }),
  town({
    name: 'North Haven', zip: '11963', lat: 41.0278, lon: -72.3133, radiusMiles: 0.6,
    spread: { bearingDeg: 0, ratio: 0.8 },
    priceIndex: 3.2, region: 'South Fork', schoolDistrict: D.sagHarbor,
    streets: ['Ferry Road', 'Fahys Road', 'Actors Colony Road', 'Tyndal Road', 'North Haven Way', 'Coves End Lane', 'Sunset Beach Road', 'Shore Road'],
  }),
  town({
    name: 'East Hampton', zip: '11937', lat: 40.9634, lon: -72.1848, radiusMiles: 1.8,
    spread: { bearingDeg: 90, ratio: 0.8, lat: 40.975, lon: -72.19 },
    priceIndex: 3.5, region: 'South Fork', schoolDistrict: D.eastHampton,
    streets: ['Main Street', 'Newtown Lane', 'Further Lane', 'Lily Pond Lane', 'Pantigo Road', 'Davids Lane', 'Buell Lane', 'Cedar Street', 'Egypt Lane', 'Dunemere Lane', 'Georgica Road', 'Three Mile Harbor Road', 'Middle Lane', 'Toilsome Lane', 'Ocean Avenue'],
  }),
  town({
    name: 'Springs', zip: '11937', lat: 41.0154, lon: -72.1587, radiusMiles: 1.0,
    spread: { bearingDeg: 0, ratio: 0.8, lat: 41.01, lon: -72.165 },
    priceIndex: 1.8, region: 'South Fork', schoolDistrict: D.springs,
    streets: ['Springs Fireplace Road', 'Old Stone Highway', 'Fort Pond Boulevard', 'Neck Path', 'Gerard Drive', 'Accabonac Road', 'Copeces Lane', 'Woodbine Drive', 'Hog Creek Road', 'Harbor View Avenue'],
  }),
  town({
    name: 'Amagansett', zip: '11930', lat: 40.9737, lon: -72.1437, radiusMiles: 1.1,
    // Main Street is half a mile from the ocean; points lean north toward the woods.
    spread: { bearingDeg: 0, ratio: 0.7, lat: 40.99, lon: -72.14 },
    priceIndex: 3.8, region: 'South Fork', schoolDistrict: D.amagansett,
    streets: ['Main Street', 'Atlantic Avenue', 'Bluff Road', 'Indian Wells Highway', 'Further Lane', 'Abrahams Path', 'Town Lane', 'Windmill Lane', 'Hedges Lane', 'Skimhampton Road', 'Cranberry Hole Road', 'Old Stone Highway'],
  }),
  town({
    name: 'Montauk', zip: '11954', lat: 41.0359, lon: -71.9545, radiusMiles: 1.0,
    // Land between Fort Pond and Lake Montauk, north of the ocean-front downtown.
    spread: { bearingDeg: 0, ratio: 0.5, lat: 41.048, lon: -71.945 },
    priceIndex: 2.8, region: 'South Fork', schoolDistrict: D.montauk,
    streets: ['Edgemere Street', 'Flamingo Avenue', 'Essex Street', 'South Euclid Avenue', 'Fort Pond Road', 'West Lake Drive', 'East Lake Drive', 'Old Montauk Highway', 'Second House Road', 'Ditch Plains Road', 'South Emerson Avenue', 'Tuthill Road', 'Deforest Road', 'Montauk Highway'],
  }),
  town({
    name: 'Westhampton Beach', zip: '11978', lat: 40.8115, lon: -72.644, radiusMiles: 0.8,
    spread: { bearingDeg: 80, ratio: 0.6, lat: 40.818, lon: -72.645 },
    priceIndex: 2.2, region: 'South Fork', schoolDistrict: D.westhampton,
    streets: ['Main Street', 'Mill Road', 'Library Avenue', 'Beach Lane', 'Potunk Lane', 'Jessup Lane', 'Oneck Lane', 'Stevens Lane', 'Moniebogue Lane', 'Sunset Avenue', 'Brook Road', 'Seafield Lane'],
  }),
  town({
    name: 'Westhampton', zip: '11977', lat: 40.8323, lon: -72.6637, radiusMiles: 1.2,
    priceIndex: 1.4, region: 'South Fork', schoolDistrict: D.westhampton,
    streets: ['Montauk Highway', 'Old Country Road', 'Mill Road', 'Depot Road', 'Old Riverhead Road', 'Summit Boulevard', 'Brushy Neck Lane', 'Apple Street'],
  }),
  town({
    name: 'Quogue', zip: '11959', lat: 40.8196, lon: -72.6012, radiusMiles: 1.0,
    spread: { bearingDeg: 80, ratio: 0.6, lat: 40.828, lon: -72.605 },
    priceIndex: 2.6, region: 'South Fork', schoolDistrict: D.quogue,
    streets: ['Quogue Street', 'Jessup Avenue', 'Old Depot Road', 'Quaquanantuck Lane', 'Ogden Lane', 'Post Lane', 'Beach Lane', 'Montauk Highway', 'Old Country Road', 'Lewis Road', 'Assups Neck Lane'],
  }),
  town({
    name: 'Remsenburg', zip: '11960', lat: 40.8098, lon: -72.7034, radiusMiles: 0.9,
    spread: { bearingDeg: 80, ratio: 0.6, lat: 40.816, lon: -72.704 },
    priceIndex: 1.6, region: 'South Fork', schoolDistrict: D.remsenburg,
    streets: ['South Country Road', 'Basket Neck Lane', 'Nidzyn Avenue', 'Speonk Riverhead Road', 'Main Street', 'Old Country Road', 'Halsey Avenue', 'Tuthill Lane'],
  }),

  // --- Town of Brookhaven's east end ---
  town({
    name: 'Manorville', zip: '11949', lat: 40.8735, lon: -72.8076, radiusMiles: 2.2,
    priceIndex: 0.8, region: 'Brookhaven', schoolDistrict: D.esm,
    streets: ['Wading River Road', 'Halsey Manor Road', 'Schultz Road', 'North Street', 'South Street', 'Ryerson Avenue', 'Weeks Avenue', 'Mill Road', 'Silas Carter Road', 'Chapman Boulevard', 'Dayton Avenue', 'Line Road'],
  }),
  town({
    name: 'Eastport', zip: '11941', lat: 40.8254, lon: -72.732, radiusMiles: 1.2,
    spread: { bearingDeg: 80, ratio: 0.7, lat: 40.835, lon: -72.73 },
    priceIndex: 0.95, region: 'Brookhaven', schoolDistrict: D.esm,
    streets: ['Montauk Highway', 'Eastport Manor Road', 'North Bay Avenue', 'South Bay Avenue', 'Seatuck Avenue', 'Old Country Road', 'Union Avenue', 'Highland Avenue', 'Jefferson Avenue'],
  }),
  town({
    name: 'East Moriches', zip: '11940', lat: 40.8051, lon: -72.7607, radiusMiles: 1.0,
    spread: { bearingDeg: 80, ratio: 0.7, lat: 40.812, lon: -72.76 },
    priceIndex: 1.0, region: 'Brookhaven', schoolDistrict: D.eastMoriches,
    streets: ['Montauk Highway', 'Atlantic Avenue', 'Pine Street', 'Adelaide Avenue', 'Barnes Road', 'Woodland Avenue', 'Tuthill Point Road', 'Waverly Avenue', 'Hewlett Avenue'],
  }),
  town({
    name: 'Center Moriches', zip: '11934', lat: 40.8023, lon: -72.7898, radiusMiles: 1.0,
    spread: { bearingDeg: 80, ratio: 0.7, lat: 40.81, lon: -72.79 },
    priceIndex: 0.85, region: 'Brookhaven', schoolDistrict: D.centerMoriches,
    streets: ['Main Street', 'Lake Avenue', 'Railroad Avenue', 'Chichester Avenue', 'Union Avenue', 'Frowein Road', 'Brookfield Avenue', 'Senix Avenue', 'Ocean Avenue', 'Pine Street'],
  }),
  town({
    name: 'Mastic', zip: '11950', lat: 40.8021, lon: -72.841, radiusMiles: 1.4,
    priceIndex: 0.6, region: 'Brookhaven', schoolDistrict: D.floyd,
    streets: ['Mastic Road', 'Mastic Boulevard', 'Montauk Highway', 'William Floyd Parkway', 'Jefferson Avenue', 'Madison Drive', 'Forest Road', 'Hawthorne Street', 'Orchard Road', 'Lincoln Road'],
  }),
  town({
    name: 'Mastic Beach', zip: '11951', lat: 40.7668, lon: -72.8521, radiusMiles: 0.8,
    spread: { bearingDeg: 80, ratio: 0.6, lat: 40.772, lon: -72.85 },
    priceIndex: 0.55, region: 'Brookhaven', schoolDistrict: D.floyd,
    streets: ['Neighborhood Road', 'Mastic Beach Road', 'Riviera Drive', 'Commack Road', 'Elm Road', 'Bayview Drive', 'Cranberry Drive', 'Lakeview Drive'],
  }),
  town({
    name: 'Shirley', zip: '11967', lat: 40.8015, lon: -72.8676, radiusMiles: 1.4,
    spread: { bearingDeg: 0, ratio: 0.9, lat: 40.806, lon: -72.868 },
    priceIndex: 0.6, region: 'Brookhaven', schoolDistrict: D.floyd,
    streets: ['William Floyd Parkway', 'Montauk Highway', 'Victory Avenue', 'Grandview Drive', 'Auborn Avenue', 'Surrey Circle', 'Parkwood Drive', 'Oakwood Drive', 'Dawn Drive'],
  }),
];

export const REGIONS: readonly Region[] = (
  [
    ['North Fork', 'north-fork'],
    ['South Fork', 'south-fork'],
    ['Riverhead', 'riverhead'],
    ['Brookhaven', 'brookhaven'],
    ['Shelter Island', 'shelter-island'],
  ] as const
).map(([name, slug]) => ({ name, slug, towns: TOWNS.filter((t) => t.region === name).map((t) => t.slug) }));

type SchoolInput = [name: string, level: SchoolLevel, grades: string, lat: number, lon: number, rating: number];

// Positions are each school's campus to roughly a block; ratings are invented for the demo.
const district = (name: string, schools: SchoolInput[]): School[] =>
  schools.map(([n, level, grades, lat, lon, rating]) => ({ name: n, level, district: name, lat, lon, rating, grades }));

export const SCHOOLS: readonly School[] = [
  ...district(D.riverhead, [
    ['Riverhead High School', 'high', '9-12', 40.9288, -72.6745, 5],
    ['Riverhead Middle School', 'middle', '7-8', 40.9214, -72.6588, 5],
    ['Pulaski Street School', 'middle', '5-6', 40.9236, -72.6627, 6],
    ['Aquebogue Elementary School', 'elementary', 'K-4', 40.9452, -72.6201, 6],
    ['Phillips Avenue Elementary School', 'elementary', 'K-4', 40.9031, -72.6644, 5],
    ['Riley Avenue Elementary School', 'elementary', 'K-4', 40.9312, -72.7168, 6],
    ['Roanoke Avenue Elementary School', 'elementary', 'K-4', 40.9301, -72.6561, 5],
  ]),
  ...district(D.mattituck, [
    ['Mattituck Junior-Senior High School', 'high', '7-12', 40.9963, -72.5356, 7],
    ['Cutchogue East Elementary School', 'elementary', 'K-6', 41.0208, -72.4683, 7],
  ]),
  ...district(D.southold, [
    ['Southold Junior-Senior High School', 'high', '7-12', 41.0689, -72.4305, 7],
    ['Southold Elementary School', 'elementary', 'K-6', 41.0661, -72.4286, 7],
  ]),
  // Greenport, Bridgehampton and Shelter Island each teach every grade in one building.
  ...district(D.greenport, [['Greenport School', 'high', 'PK-12', 41.1068, -72.3668, 6]]),
  ...district(D.oysterponds, [['Oysterponds Elementary School', 'elementary', 'PK-6', 41.1452, -72.2962, 8]]),
  ...district(D.swr, [
    ['Shoreham-Wading River High School', 'high', '9-12', 40.9462, -72.8893, 8],
    ['Albert G. Prodell Middle School', 'middle', '6-8', 40.9448, -72.8852, 8],
    ['Wading River Elementary School', 'elementary', 'K-5', 40.9489, -72.8262, 8],
    ['Miller Avenue School', 'elementary', 'K-5', 40.9498, -72.9068, 8],
  ]),
  ...district(D.hamptonBays, [
    ['Hampton Bays High School', 'high', '9-12', 40.8752, -72.5248, 6],
    ['Hampton Bays Middle School', 'middle', '5-8', 40.8703, -72.5281, 6],
    ['Hampton Bays Elementary School', 'elementary', 'K-4', 40.8726, -72.5183, 6],
  ]),
  ...district(D.southampton, [
    ['Southampton High School', 'high', '9-12', 40.8931, -72.3974, 7],
    ['Southampton Intermediate School', 'middle', '5-8', 40.8922, -72.3982, 7],
    ['Southampton Elementary School', 'elementary', 'K-4', 40.8958, -72.3853, 7],
  ]),
  ...district(D.eastHampton, [
    ['East Hampton High School', 'high', '9-12', 40.9718, -72.1979, 8],
    ['East Hampton Middle School', 'middle', '6-8', 40.9662, -72.1772, 7],
    ['John M. Marshall Elementary School', 'elementary', 'K-5', 40.9703, -72.1827, 8],
  ]),
  ...district(D.sagHarbor, [
    ['Pierson Middle/High School', 'high', '7-12', 40.9968, -72.2958, 8],
    ['Sag Harbor Elementary School', 'elementary', 'PK-6', 40.9951, -72.2928, 8],
  ]),
  ...district(D.montauk, [['Montauk School', 'elementary', 'PK-8', 41.0412, -71.9458, 8]]),
  ...district(D.bridgehampton, [['Bridgehampton School', 'high', 'PK-12', 40.9381, -72.3047, 7]]),
  ...district(D.westhampton, [
    ['Westhampton Beach High School', 'high', '9-12', 40.8201, -72.6532, 8],
    ['Westhampton Beach Middle School', 'middle', '6-8', 40.8198, -72.6503, 8],
    ['Westhampton Beach Elementary School', 'elementary', 'K-5', 40.8143, -72.6421, 8],
  ]),
  ...district(D.quogue, [['Quogue Elementary School', 'elementary', 'K-6', 40.8212, -72.6043, 9]]),
  ...district(D.remsenburg, [['Remsenburg-Speonk Elementary School', 'elementary', 'K-6', 40.8151, -72.7062, 9]]),
  ...district(D.esm, [
    ['Eastport-South Manor Junior-Senior High School', 'high', '7-12', 40.8346, -72.7381, 7],
    ['Eastport Elementary School', 'elementary', 'K-5', 40.8272, -72.7308, 7],
    ['South Street School', 'elementary', 'K-2', 40.8641, -72.8083, 7],
    ['Dayton Avenue School', 'elementary', '3-5', 40.8742, -72.8049, 7],
  ]),
  ...district(D.floyd, [
    ['William Floyd High School', 'high', '9-12', 40.7991, -72.8618, 4],
    ['William Floyd Middle School', 'middle', '6-8', 40.7893, -72.8562, 4],
    ['William Paca Middle School', 'middle', '6-8', 40.7872, -72.8442, 4],
    ['Tangier Smith Elementary School', 'elementary', 'K-5', 40.7752, -72.8503, 4],
    ['John S. Hobart Elementary School', 'elementary', 'K-5', 40.8003, -72.8702, 5],
    ['Moriches Elementary School', 'elementary', 'K-5', 40.8091, -72.8251, 5],
  ]),
  ...district(D.centerMoriches, [
    ['Center Moriches High School', 'high', '9-12', 40.8072, -72.7929, 6],
    ['Center Moriches Middle School', 'middle', '6-8', 40.8061, -72.7912, 6],
    ['Clayton Huey Elementary School', 'elementary', 'K-5', 40.8021, -72.7842, 6],
  ]),
  ...district(D.eastMoriches, [['East Moriches Elementary School', 'elementary', 'K-8', 40.8102, -72.7581, 7]]),
  ...district(D.shelterIsland, [['Shelter Island School', 'high', 'PK-12', 41.0688, -72.3381, 8]]),
  ...district(D.amagansett, [['Amagansett School', 'elementary', 'PK-6', 40.9752, -72.1391, 8]]),
  ...district(D.springs, [['Springs School', 'elementary', 'PK-8', 41.0168, -72.1601, 7]]),
  ...district(D.wainscott, [['Wainscott School', 'elementary', 'K-3', 40.9402, -72.2472, 9]]),
  ...district(D.sagaponack, [['Sagaponack School', 'elementary', 'K-4', 40.9251, -72.2761, 9]]),
];

/**
 * USPS suffixes (Publication 28) for the street types used above. Listings feeds abbreviate
 * ("12 Main St"); the database stores names expanded, so importers reverse this map.
 */
export const STREET_SUFFIX_ABBREVIATIONS: Readonly<Record<string, string>> = {
  Street: 'St',
  Avenue: 'Ave',
  Road: 'Rd',
  Lane: 'Ln',
  Drive: 'Dr',
  Court: 'Ct',
  Place: 'Pl',
  Turnpike: 'Tpke',
  Highway: 'Hwy',
  Boulevard: 'Blvd',
  Path: 'Path',
  Way: 'Way',
  Circle: 'Cir',
  Terrace: 'Ter',
  Parkway: 'Pkwy',
};

const MILES_PER_DEG_LAT = 69.0;

/**
 * A random point inside a town's scatter ellipse (uniform over its area). Lives here because
 * the meaning of radiusMiles/spread is this module's to define.
 */
export function randomPointInTown(t: Town, rng: Rng): { lat: number; lon: number } {
  const centerLat = t.spread?.lat ?? t.lat;
  const centerLon = t.spread?.lon ?? t.lon;
  const ratio = t.spread?.ratio ?? 1;
  const bearing = ((t.spread?.bearingDeg ?? 0) * Math.PI) / 180;
  // sqrt keeps the density uniform instead of bunching points at the centre.
  const r = Math.sqrt(rng.next());
  const theta = rng.next() * 2 * Math.PI;
  const along = r * Math.cos(theta) * t.radiusMiles;
  const across = r * Math.sin(theta) * t.radiusMiles * ratio;
  // Rotate from (along, across) axes to (north, east) miles: "along" points at the bearing.
  const north = along * Math.cos(bearing) - across * Math.sin(bearing);
  const east = along * Math.sin(bearing) + across * Math.cos(bearing);
  const milesPerDegLon = MILES_PER_DEG_LAT * Math.cos((centerLat * Math.PI) / 180);
  return {
    lat: Math.round((centerLat + north / MILES_PER_DEG_LAT) * 1e6) / 1e6,
    lon: Math.round((centerLon + east / milesPerDegLon) * 1e6) / 1e6,
  };
}

export function townBySlug(slug: string): Town | undefined {
  return TOWNS.find((t) => t.slug === slug);
}
