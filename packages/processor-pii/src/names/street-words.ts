/** Street types written after the street name (`Main Street`, `Oak Ave.`), lower-case. */
export const STREET_SUFFIXES: ReadonlySet<string> = new Set([
  'street', 'st', 'avenue', 'ave', 'av', 'road', 'rd', 'lane', 'ln', 'boulevard', 'blvd', 'drive', 'dr', 'court', 'ct',
  'place', 'pl', 'square', 'sq', 'terrace', 'ter', 'way', 'parkway', 'pkwy', 'highway', 'hwy', 'circle', 'cir',
  'trail', 'trl', 'crescent', 'cres', 'close', 'row', 'alley', 'plaza', 'loop', 'pike', 'walk', 'mews', 'grove',
  'gardens', 'heights', 'hill', 'hills', 'park', 'ridge', 'path', 'point', 'crossing', 'expressway', 'freeway',
  'junction', 'junctions', 'parade', 'circuit', 'esplanade', 'promenade', 'quay', 'wharf', 'wood', 'green', 'gate',
  'view', 'vista', 'meadow', 'meadows', 'brook', 'glen', 'harbor', 'harbour', 'landing', 'manor', 'station',
  'stravenue', 'streets', 'roads', 'drives', 'lanes', 'avenues', 'courts', 'ways', 'creek', 'fork', 'isle', 'knoll',
  'lake', 'lodge', 'mill', 'mount', 'orchard', 'pass', 'port', 'ranch', 'shore', 'spring', 'springs', 'summit',
  'track', 'trace', 'valley', 'village', 'villages', 'ville', 'well', 'wells', 'corner', 'corners', 'course', 'cove',
  'dale', 'dam', 'divide', 'estate', 'estates', 'extension', 'falls', 'field', 'fields', 'flat', 'flats', 'ford',
  'forest', 'forge', 'fort', 'garden', 'gateway', 'haven', 'inlet', 'island', 'key', 'keys', 'light', 'lock', 'mall',
  'motorway', 'oval', 'overpass', 'pines', 'plains', 'radial', 'ramp', 'rapids', 'rest', 'route', 'shoals', 'skyway',
  'spur', 'stream', 'throughway', 'tunnel', 'turnpike', 'underpass', 'union', 'viaduct', 'bypass', 'causeway', 'center',
  // the rest of USPS Publication 28's primary street suffixes (appendix C1)
  'alley', 'anex', 'arcade', 'bayou', 'beach', 'bend', 'bluff', 'bottom', 'branch', 'brook', 'burg', 'camp', 'canyon',
  'cape', 'cliff', 'club', 'common', 'crest', 'curve', 'ferry', 'hollow', 'land', 'loaf', 'mission', 'mountain', 'neck',
  'pine', 'plain', 'prairie', 'river', 'run', 'shoal', 'trafficway', 'trailer', 'wall', 'passage', 'broadway',
  // common British ones
  'vale', 'glade', 'bridge', 'chase', 'rise', 'fold', 'drove', 'approach', 'mead', 'croft', 'yard', 'wynd',
]);

/**
 * Street types written before the name (`Via Roma`, `Calle Mayor`, `rue de la Paix`,
 * `ul. Kwiatowa`), lower-case.
 */
export const STREET_PREFIXES: ReadonlySet<string> = new Set([
  'via', 'viale', 'piazza', 'piazzale', 'corso', 'vicolo', 'contrada', 'largo', 'borgo', 'strada', 'calle', 'avenida',
  'avda', 'paseo', 'plaza', 'camino', 'carrera', 'ronda', 'travesía', 'bajada', 'glorieta', 'carretera', 'callejón',
  'cuesta', 'rambla', 'urbanización', 'rua', 'rue', 'allée', 'chemin', 'impasse', 'quai', 'avenue', 'boulevard', 'place',
  'route', 'voie', 'ul', 'ulica', 'aleja', 'al', 'plac', 'os', 'osiedle', 'skwer', 'park', 'wyspa', 'rynek', 'droga',
  'pl', 'szosa', 'wyb', 'wybrzeże', 'passage', 'cours', 'square', 'quartier', 'muelle', 'puente', 'alameda', 'barrio',
  'polígono', 'sector', 'partida', 'paraje', 'lugar', 'cañada', 'arroyo', 'acceso', 'carrer', 'extramuros', 'solar',
  'am', 'an', 'im', 'auf', 'zum', 'zur', 'rondo', 'rotonda', 'entrada', 'rincón', 'aldea', 'explanada', 'arrabal', 'subida',
  'pasaje', 'travesia', 'calzada', 'vía', 'praça', 'largo', 'travessa', 'estrada',
]);

/** Street types written as their own word after the name (`Steinbücheler Str.`, `Barış Sokak`, `Saras Väg`). */
export const SEPARATE_TYPES: ReadonlySet<string> = new Set([
  'str', 'straße', 'strasse', 'weg', 'allee', 'platz', 'gasse', 'ring', 'damm', 'ufer', 'chaussee', 'gata', 'gatan',
  'väg', 'vägen', 'gränd', 'sokak', 'sokağı', 'caddesi', 'cadde', 'bulvarı', 'katu', 'tie', 'polku', 'kuja', 'laan',
  'straat', 'plein', 'gade', 'vej', 'hof', 'markt',
]);

/** Endings of one-word street names (`Fichtenweg`, `Hauptstraße`, `Veikkopolku`, `Henrikranta`). */
export const COMPOUND_ENDINGS: readonly string[] = [
  'straße', 'strasse', 'str', 'weg', 'allee', 'platz', 'gasse', 'ring', 'damm', 'ufer', 'gatan', 'vägen', 'väg',
  'gränd', 'katu', 'tie', 'polku', 'kuja', 'ranta', 'rinne', 'kaari', 'straat', 'laan', 'plein', 'gade', 'vej',
  'hof', 'markt', 'stieg', 'pfad', 'steig', 'allén', 'gärdet', 'gränden', 'backen', 'torget', 'stigen', 'raitti', 'penger', 'tanhua',
];

/** Unit words (`Apt 4`, `Suite 200`). */
export const UNIT_WORDS: ReadonlySet<string> = new Set([
  'apt', 'apartment', 'suite', 'ste', 'unit', 'flat', 'floor', 'fl', 'room', 'rm', 'bldg', 'building', 'appartamento',
  'apartamento', 'piso', 'hus', 'lgh', 'daire', 'kat', 'étage', 'm', 'lok', 'whg', 'top', 'box',
]);

/** Compass directions before or after a street name. */
export const DIRECTIONS: ReadonlySet<string> = new Set(['n', 's', 'e', 'w', 'ne', 'nw', 'se', 'sw', 'north', 'south', 'east', 'west', 'northeast', 'northwest', 'southeast', 'southwest']);

/** Lower-case words inside names (`Ludwig van Beethoven`, `rue de la Paix`). */
export const PARTICLES: ReadonlySet<string> = new Set(['van', 'von', 'de', 'da', 'di', 'del', 'della', 'der', 'den', 'du', 'des', 'la', 'le', 'los', 'las', 'y', 'bin', 'ibn', 'al', 'el', 'ter', 'zu', 'dos', 'do']);

/** Last words of organization names (`Acme Inc`, `Hilton Hotel`): a run ending so is no person. */
export const ORGANIZATION_WORDS: ReadonlySet<string> = new Set([
  'inc', 'ltd', 'llc', 'llp', 'corp', 'co', 'company', 'gmbh', 'ag', 'sa', 'plc', 'group', 'holdings', 'bank', 'hotel',
  'hospital', 'university', 'college', 'school', 'foundation', 'institute', 'partners', 'associates', 'solutions',
  'systems', 'industries', 'international', 'labs', 'studio', 'studios', 'store', 'shop', 'restaurant', 'cafe', 'café',
  'airlines', 'airways', 'motors', 'pharma', 'insurance', 'capital', 'ventures', 'media', 'records', 'press', 'center',
  'centre', 'church', 'museum', 'library', 'stadium', 'airport', 'memorial', 'award', 'prize', 'act', 'law', 'syndrome',
  'disease', 'effect', 'theorem', 'method', 'index', 'cup', 'trophy', 'show', 'tower', 'bridge', 'building', 'hall',
]);

/** Street types that are never a surname: a capitalized run holding one is no person (`Baker Street`). */
export const STRONG_SUFFIXES: ReadonlySet<string> = new Set([
  'street', 'st', 'avenue', 'ave', 'road', 'rd', 'lane', 'ln', 'boulevard', 'blvd', 'drive', 'terrace', 'parkway',
  'pkwy', 'highway', 'hwy', 'crescent', 'plaza', 'alley', 'stravenue', 'expressway', 'freeway', 'motorway',
]);
