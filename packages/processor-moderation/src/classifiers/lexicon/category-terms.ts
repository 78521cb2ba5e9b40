import type { ModerationCategory } from '../../categories.js';

/** A term pattern and the weight it adds to its category when it matches. */
export type WeightedTerm = readonly [pattern: string, weight: number];

/**
 * The lexicon's own term lists, per category (written for this package, English only).
 * Syntax: lowercase words; `*` ends a word with any letters; `~` allows up to three words in
 * between; `(a|b)` alternatives and `?` as in regular expressions (put a trailing space inside an
 * optional group: `(are )?`); `<name>` inserts a word list from `TERM_MACROS`. Matching runs on
 * normalized text (see `normalizeText`), so obfuscated spellings match too. Normalizing squeezes
 * repeated letters (`kill` -> `kil`), and the terms are squeezed the same way; a term whose squeezed
 * spelling is an ordinary word (`coon` -> `con`, `xxx` -> `x`) starts with `=`: its doubled letters
 * must then be written (`cons` and `press x` do not match). Weights combine as
 * independent evidence: `1 - prod(1 - weight)`.
 */
export const CATEGORY_TERMS: Readonly<Record<ModerationCategory, readonly WeightedTerm[]>> = {
  hate: [
    ['<group> ~ (are|r|is) ~ <dehumanize>', 0.85],
    ['(all|those|these|filthy|dirty|fucking) <group> (should|must|need to) (die|burn|be (banned|removed|deported|sterilized|locked up))', 0.9],
    ['(i|we) (hate|despise|loathe) (all )?(the )?<group>', 0.75],
    ['(go|send them) back to (your|their) (own )?(country|countries|jungle|cave)', 0.6],
    ['(white|aryan) (power|pride worldwide|supremacy)', 0.7],
    ['master race|race traitors?|sieg heil|heil hitler|1488|14 words|great replacement', 0.7],
    ['(<slur>)s?', 0.85],
    ['=coons?', 0.85],
    ['(<milderslur>|she male)s?', 0.75],
    ['homos?(?! (sapiens|erectus|habilis|neanderthalensis|floresiensis|naledi|deus|economicus|ludens))', 0.6],
    ['(hitler|the holocaust) (was right|did nothing wrong|should have finished)', 0.9],
    ['<group> (ruin|destroy|infest|pollute|poison) (everything|this country|our country|our (race|blood|nation))', 0.8],
    ['(no|ban) (more )?<group> (allowed|in our country|in this country)', 0.6],
  ],
  'hate/threatening': [
    ['(kill|exterminate|gas|eradicate|wipe out|get rid of|hang|lynch|shoot|burn) (all )?(the |those |these )?<group>', 0.9],
    ['<group> (should|must|need to|deserve to) (all )?(be )?(die|killed|exterminated|gassed|eradicated|wiped out|hanged|lynched|shot|burned)', 0.9],
    ['(final solution|ethnic cleansing|race war|day of the rope)', 0.7],
  ],
  harassment: [
    ['(you|u|ur|youre|you are|your|you re) (are |r |such |so |an |a |the |just |really |a fucking |a total |nothing but )*<insult>', 0.75],
    ['(shut up|shut the fuck up|stfu)', 0.35],
    ['(nobody|no one|noone) (likes|loves|cares about|wants) you', 0.7],
    ['(fuck|screw) (you|u|off)', 0.6],
    ['go (die|to hell|eat shit|jump off a (bridge|cliff))', 0.7],
    ['(you|u) (should|deserve to) (die|suffer|be (raped|beaten|hurt))', 0.85],
    ['(kill|hang) (yourself|urself|yourselves)|kys', 0.85],
    ['everyone (hates|laughs at) you', 0.7],
    ['(you|u) (disgust|sicken) me', 0.6],
    ['(your|ur) (mom|mother) (is a|sucks)', 0.5],
    ['(fat|ugly|stupid|dumb) (bitch|cow|pig|whore|slut|cunt|loser)', 0.75],
    ['(slut|whore)', 0.35],
  ],
  'harassment/threatening': [
    ['<will> ~ (find|hunt down|hunt|kill|hurt|beat|stab|shoot|destroy|end|get|rape|punch|break) (you|u|ya|ur family|your family|your (wife|kids|children))', 0.85],
    ['(watch|better watch) (your|ur) back', 0.7],
    ['(i|we) know where (you|u) (live|sleep|work)', 0.8],
    ['(you|u|youre|you are) (dead|dead meat|going to die|gonna die|next)', 0.7],
    ['(you|u) will (regret|pay|suffer|die|bleed)', 0.7],
    ['(kill|hang) (yourself|urself|yourselves)|kys', 0.8],
    ['(i hope|hope) (you|u) (die|get (raped|cancer|hit by a (car|bus)))', 0.85],
    ['(sleep|sleeping) with one eye open', 0.6],
  ],
  'self-harm': [
    ['(kill|killing|hurt|hurting|harm|harming|cut|cutting|starve|starving) (myself|yourself|themselves|herself|himself)', 0.6],
    ['commit* suicide|end (my|your|his|her) (own )?life|take (my|your) (own )?life', 0.65],
    ['pro ana|pro mia|thinspo*|meanspo|bonespo', 0.75],
    ['(self harm|selfharm|self injur*|cutting) (is|feels) (good|great|the answer|beautiful)', 0.8],
    ['(suicide|dying) is the (only )?(answer|way out|solution)', 0.8],
    ['(slit|slash|cut) (my|your) wrists?', 0.8],
  ],
  'self-harm/intent': [
    ['(i|im|i am) ~ (going to|gonna|want to|wanna|wil|will|plan to|planning to|about to|ready to|decided to|thinking about|thinking of) ~ (kill|hurt|cut|harm|end) (myself|my life|it all)', 0.9],
    ['(i|i just) (want|wanna) to die', 0.85],
    ['(i|i ve|ive|i have) (been )?(cut|cutting|hurting|harming|burning|starving) myself', 0.85],
    ['(im|i am|i feel) (so )?suicidal', 0.85],
    ['no (reason|point) (to|in) (live|living|going on)', 0.75],
    ['(i|everyone) (would be|am|d be) better off dead', 0.8],
    ['(this is|writing) my (suicide|goodbye) note', 0.9],
    ['(i cant|i can not|cant) (go on|take it) any ?more', 0.5],
    ['(i|i ve|ive) (wrote|written|writing) (a|my) (suicide|goodbye) note', 0.9],
    ['(i|i ve|ive) (stockpiled|saved up|collected) (pills|my meds)', 0.7],
  ],
  'self-harm/instructions': [
    ['how (to|do i|can i|should i|do you|would i) ~ (kill (myself|yourself)|commit suicide|end my life|cut (myself|deep|deeper)|hang myself|overdose|od)', 0.9],
    ['(best|easiest|quickest|fastest|painless|most painless|surest) (way|ways|method|methods) to (die|kill (myself|yourself)|commit suicide|end (it|my life)|overdose)', 0.9],
    ['how many (pills|tablets|sleeping pills|paracetamol|tylenol) ~ (die|overdose|kill|lethal|fatal|od)', 0.9],
    ['lethal dose of', 0.6],
    ['how to (hide|conceal) (my )?(cuts|scars|self harm)', 0.8],
    ['(tips|ways|tricks) (to|for) (starve|starving|not eating|purge|purging)', 0.8],
  ],
  sexual: [
    ['(suck|lick|ride|touch|grab|rub) (my|your|his|her) (cock|dick|pussy|tits|boobs|ass|balls|clit)', 0.9],
    ['(want to|wanna|lets|let us|gonna|going to) (fuck|screw|bang|have sex with) (you|u|me|her|him)', 0.85],
    ['(send|show) (me )?(your )?(nudes|nude pics|naked pics|tits|boobs|dick pics?|pussy)', 0.85],
    ['(im|i am|so|making me) (horny|wet|hard) (for|thinking about) (you|u)', 0.85],
    ['(naked|nude) (pics|photos|selfies|videos)', 0.6],
    ['porn*|sexting|sex chat|cybersex|camgirl|onlyfans link', 0.7],
    ['=xxx', 0.7],
    ['(sexual|erotic|sex|dirty|naughty) (roleplay|role play|story|fantasy|talk)', 0.7],
    ['strip for me|take (it|your clothes) off for me|sit on my face|blow ?job|hand ?job|orgasm*|cum (on|in)', 0.85],
    ['(hardcore|explicit) (sex|scene|content)', 0.75],
  ],
  'sexual/minors': [
    ['<sexterm> ~ <minor>', 0.9],
    ['<minor> ~ <sexterm>', 0.9],
    ['(loli|shota|jailbait|cp collection|preteen nudes)', 0.9],
  ],
  violence: [
    ['<will> ~ <kill> (you|u|ya|him|her|them|everyone|everybody|people|<person>)', 0.85],
    ['(kill|murder|shoot|stab|slaughter|massacre) (all|every|as many) ~ (people|students|kids|children|person|one|body)', 0.9],
    ['how (to|do i|can i) ~ (make|build|assemble) (a |an )?(bomb|pipe bomb|explosive|ied|molotov)', 0.85],
    ['(blow|shoot) up (the|a|my|our|this) (school|building|office|mosque|church|synagogue|mall|station|concert|plane)', 0.85],
    ['(beat|kick|punch) (you|u|him|her|them) (up|to death|senseless|black and blue|until)', 0.75],
    ['(i|we) (want|need|will|should|wil) ~ (hurt|attack|assault|maim) (you|u|him|her|them|people|someone|somebody)', 0.75],
    ['(school|mass) shooting (was|is) (awesome|great|deserved|justified|a good thing)', 0.85],
    ['(bring|bringing) (a )?(gun|knife|rifle) to (school|work|class) (tomorrow|and)', 0.8],
    ['shoot (up )?(the )?(school|place|crowd)', 0.8],
    ['(torture|torturing) (him|her|them|animals|the (cat|dog))', 0.75],
    ['(deserve|deserves) to (die|be (shot|killed|beaten|hanged|stabbed))', 0.7],
    ['<person> (deserves|deserve|needs|need) to (die|be shot|be killed|be beaten)', 0.75],
  ],
  'violence/graphic': [
    ['(blood|guts|brains|intestines|entrails|organs) (spilled|spilling|splattered|spattered|everywhere|pouring|sprayed|spraying|oozing|gushing)', 0.85],
    ['(ripped|tore|torn|cut|sliced|split) (his|her|their|the) ~ (apart|open|out|in half|to pieces)', 0.75],
    ['(skull|head|face|ribcage) (cracked|crushed|smashed|shattered|caved) (open|in)?', 0.75],
    ['dismember*|disembowel*|decapitat*|eviscerat*|flay*', 0.8],
    ['(severed|mangled|charred|rotting|mutilated) (head|heads|limbs|arm|arms|leg|legs|body|bodies|corpse|corpses|fingers|torso)', 0.85],
    ['(flesh|skin) (torn|ripped|peeled|melting|hanging) (off|from|away)?', 0.8],
    ['(eyes|eyeballs) (gouged|popped|ripped) out', 0.9],
    ['gore|gory|bloodbath|pool of (his|her|their) (own )?blood', 0.6],
  ],
};
