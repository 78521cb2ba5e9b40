import { phrases, wordSet } from './phrases.js';

/**
 * The vocabulary of a negative evaluation of a group, grouped by meaning and written from general
 * categories (character, inferiority, filth, disease, criminality, animals used as insults,
 * disgust and contempt), English only. Squeezed like normalized text.
 */

/** Nouns and adjectives that judge a group negatively, by meaning. */
export const NEGATIVE_ATTRIBUTES = wordSet(
  [
    // character
    'bad annoying awful terrible horrible despicable contemptible loathsome hideous ugly unbearable intolerable insufferable lowlifes scumbags monsters devils demons creatures abominations abomination mistake mistakes embarrassment jokes ' +
      'weak feeble cheap creepy obnoxious hypocritical hypocrites entitled ungrateful hopeless pitiful sick sickening lazy greedy dishonest liars lying sneaky devious deceitful treacherous untrustworthy selfish arrogant rude cowardly cowards manipulative hysterical irrational nasty vile spiteful vicious cruel evil wicked immoral corrupt',
    // profanity used as an insult
    'asholes dickheads pricks bastards cunts twats wankers shitheads dicks motherfuckers douchebags jerks bitches',
    // intelligence, worth, inferiority
    'brainless dumbass dumbases clueless uneducated uncivilized uncivilised uncultured unstable unhinged crazy worthless ' +
      'stupid dumb idiots morons imbeciles ignorant useless worthless pathetic incompetent inferior subhuman lesser worse worst primitive backward retarded losers failures',
    // violence, danger, criminality
    'violent aggressive dangerous brutal savage savages barbaric barbarians bloodthirsty criminals crooks thieves thugs gangsters rapists murderers killers predators pedophiles paedophiles groomers terrorists invaders traitors frauds cheats fanatics',
    // filth, disgust
    'shit shite crap shitty crappy filthy dirty disgusting gross revolting repulsive repugnant smelly stinky unclean scum trash garbage rubbish filth',
    // disease, abnormality
    'diseased disease delusional deranged unstable disturbed plague cancer virus infection infestation contagious poison poisonous toxic toxin bomb bombs perverts perverted deviants deviant degenerate degenerates twisted abnormal unnatural freaks insane psychos lunatics',
    // animals and pests used as insults
    'vermin rats cockroaches roaches pigs swine dogs apes monkeys animals beasts insects lice maggots parasites leeches snakes rodents pests locusts vultures hyenas',
    // burden, threat
    'crime crimes violence trouble misery chaos dregs insult affront danger pain burden burdens drain menace threat scourge blight curse disgrace problem spongers freeloaders scroungers waste stain illness sickness disorder liability liabilities nuisance risk',
    // moral condemnation
    'sin sins sinful sinners shameful disgraceful wretched bane contempt scorn thief',
    // more insults and contempt
    'idiotic moronic cretins fools brutes hostile grotesque parasitic bloodsuckers subhumans gorillas baboons spoiled fake frauds phony medieval deadweight',
    // more character flaws said of a whole group
    'drag disaster disasters catastrophe shallow dramatic vain petty whiny whiners bossy shrill nagging hormonal spineless gutless heartless soulless mindless godless uncouth vulgar crude boorish mediocre inept ' +
      'dimwitted thick dense brainwashed promiscuous slutty sluts whores extremist extremists radical radicals radicalized fanatical bigoted intolerant unwashed unhygienic',
  ].join(' '),
);

/** Positive attributes: denied of a group ("X are never any good", "X are not welcome"), they derogate it. */
export const POSITIVE_ATTRIBUTES = wordSet(
  'valid talented hardworking productive responsible respectable worthwhile pleasant likeable lovable rational sane moral loyal brave strong healthy attractive pretty funny interesting special better superior legitimate genuine proper true people person beings ' +
    'creative generous peaceful polite tolerant caring wise skilled successful educated gifted humane friendly sensible mature gentle ' +
    'good smart intelligent clever honest trustworthy trusted reliable capable competent worth worthy valuable useful human humans equal equals welcome allowed permitted tolerated accepted real normal decent civilized civilised kind nice beautiful deserving citizens members able fit qualified safe clean important needed wanted',
);

/** Verbs a group does that derogate it ("X ruin everything"), base and third-person forms. */
export const HARMFUL_DOINGS = wordSet(
  'suck sucks ruined destroyed infested invaded polluted stole ' +
    'ruining destroying infesting invading polluting contaminating corrupting leeching sponging stealing scrounging ' +
    'ruin ruins destroy destroys infest infests invade invades pollute pollutes contaminate contaminates corrupt corrupts leech leeches sponge sponges steal steals breed breeds stink stinks scrounge scrounges',
);

/** Verbs a group should not do, negated after a modal ("X shouldn't vote", "X don't belong"). */
export const DENIED_RIGHTS = wordSet('contribute achieve succeed belong vote work teach exist marry adopt breed live stay serve lead matter deserve count');

/** Participles of exclusion after a normative modal ("X should be deported"). */
export const EXCLUSIONS = wordSet('banned deported expelled removed kicked thrown sent locked segregated sterilized sterilised excluded barred rounded purged caged fired sacked shipped');

/** Eliminationist participles: a call to destroy a group (a threat). */
export const ELIMINATIONS = wordSet('exterminated eradicated eliminated gassed wiped annihilated');

/** Verbs of exclusion before a group ("deport them all", "get rid of X"). */
export const EXCLUDE_VERBS = phrases('ban', 'deport', 'expel', 'kick out', 'throw out', 'get rid of', 'send back', 'keep out', 'round up', 'lock up', 'remove all');

/** Verbs of eliminationist calls before a group ("exterminate X"). */
export const ELIMINATE_VERBS = phrases(
  'exterminate', 'eradicate', 'eliminate', 'gas', 'wipe out', 'annihilate',
  // "cleanse this country of X", "rid the world of X"
  ...['cleanse', 'purge', 'rid', 'free'].flatMap((verb) =>
    ['this', 'the', 'our'].flatMap((determiner) => ['country', 'nation', 'world', 'earth', 'city', 'town', 'land', 'streets', 'planet'].map((place) => `${verb} ${determiner} ${place} of`)),
  ),
);

/** The speaker's negative emotion toward what follows ("I hate", "I'm sick of"). */
export const NEGATIVE_EMOTIONS = phrases(
  'want nothing to do with', 'cant even look at', 'cant look at',
  'have no respect for', 'have zero respect for', 'have no love for', 'have zero love for', 'have nothing but contempt for', 'feel nothing but contempt for',
  'hate', 'despise', 'loathe', 'done with', 'feel sick around', 'feel disgusted by', 'hate being near', 'hate living with', 'hate working with', 'hate dealing with', 'cant stand being near', 'cant stand dealing with', 'hate the sight of', 'hate the thought of', 'appalled by', 'revolted by', 'nauseated by', 'angry at', 'furious with', 'hate nothing more than', 'hate more than', 'despise more than', 'detest', 'abhor', 'resent', 'dislike', 'cant stand', 'cannot stand', 'cant bear', 'cant stomach', 'sick of', 'tired of',
  'fed up with', 'disgusted by', 'disgusted with', 'repulsed by', 'sickened by', 'had enough of', 'dont like', 'do not like', 'dont trust', 'never trust',
  'cant trust', 'cannot trust', 'would never trust', 'fuck', 'screw', 'cant tolerate', 'cannot tolerate', 'have no respect for', 'have no time for',
  'have no patience for', 'have no patience with', 'contempt for', 'disdain for', 'disgust for', 'hatred for', 'hatred of', 'hatred towards',
  'have had it with', 'had it with', 'am against', 'die than live next to', 'die than live with', 'die than work with', 'die than be around', 'hate for', 'loathing for', 'would never hire', 'never hire', 'wont hire', 'would never employ',
  'never employ', 'would never rent to', 'never rent to', 'would never vote for', 'never vote for', 'want nothing to do with', 'hate being around', 'cant stand being around',
);

/** A negative emotion said of everyone but the speaker ("nobody likes X"). */
export const GENERAL_EMOTIONS = phrases(
  // "nothing disgusts me more than X", "nothing makes me sicker than X"
  ...['disgusts', 'sickens', 'repulses', 'annoys', 'angers', 'infuriates', 'irritates', 'revolts'].map((verb) => `${verb} me more than`),
  'makes me sicker than', 'makes me angrier than',
  'why does anyone tolerate', 'why would anyone tolerate', 'why do we tolerate', 'why should we tolerate',
  'why would anyone hire', 'why would anyone trust', 'why would anyone date', 'why would anyone marry',
  'how can anyone respect', 'how could anyone respect', 'how can anyone trust', 'how could anyone trust', 'how can anyone like', 'how can anyone stand', 'how can anyone tolerate',
  'who even likes', 'who actually likes', 'who even wants',
  'who would ever hire', 'who would ever trust', 'who would ever want', 'who would ever date', 'who would ever marry', 'who would hire', 'who would trust',
  'better without', 'better off without', 'better place without', 'to hell with', 'down with', 'nothing worse than', 'nothing is worse than', 'nobody likes', 'no one likes', 'noone likes', 'nobody wants', 'no one wants', 'everyone hates', 'everybody hates');

/** What a group does to the speaker ("X disgust me", "X make me sick"). */
export const EMOTION_CAUSES = phrases(
  'disgust me', 'disgusts me', 'sicken me', 'sickens me', 'make me sick', 'makes me sick', 'make me puke', 'make me want to puke', 'make me want to vomit',
  'repulse me', 'repulses me', 'creep me out', 'gross me out', 'piss me off', 'make my skin crawl', 'make me angry', 'make me furious',
  'annoy me', 'annoys me', 'irritate me', 'irritates me', 'make me want to throw up',
  'give me the creeps', 'gives me the creeps', 'creeps me out', 'freak me out', 'freaks me out',
  // the third person of every "make ..." above ("seeing X makes me want to vomit")
  'makes me puke', 'makes me want to puke', 'makes me want to vomit', 'makes me want to throw up', 'makes my skin crawl', 'makes me angry', 'makes me furious',
  'fill me with rage', 'fill me with disgust', 'fill me with hatred', 'fill me with anger', 'fills me with rage', 'fills me with disgust', 'fills me with hatred', 'fills me with anger',
  'get on my nerves', 'gets on my nerves', 'annoy the hell out of me', 'annoys the hell out of me', 'annoy the shit out of me', 'annoy the fuck out of me',
);

/** Phrases that state having no place ("X have no place in our society"). */
export const NO_PLACE = phrases(
  'have no place', 'has no place', 'have no right', 'have no business', 'are not welcome', 'arent welcome', 'have no brains', 'have no morals',
  'have no manners', 'have no value', 'have no worth', 'have no future', 'have no shame', 'have no culture', 'have no dignity', 'belong in a zoo', 'belong in the zoo', 'belong in a cage', 'belong in cages',
  'cannot be part of', 'cant be part of', 'can never be part of', 'will never be part of', 'can never fit in', 'will never fit in', 'dont fit in', 'do not fit in', 'will never integrate', 'can never integrate', 'dont integrate', 'refuse to integrate',
  'belong in the gutter', 'belong in the trash', 'belong in the bin', 'belong in the kitchen', 'belong in prison', 'belong in jail', 'belong in hell',
);

/** What a group is told to do after a normative modal ("X should go back"). */
export const DEPARTURES = phrases('shut up', 'shut the fuck up', 'kiss my ass', 'keep their mouths shut', 'keep their fucking mouths shut', 'shut their mouths', 'go fuck themselves', 'fuck themselves', 'go to hell', 'rot in hell', 'go back', 'get out', 'leave', 'disappear', 'fuck off', 'piss off', 'be gone', 'stay out', 'stay away', 'go home');

/** Adjectives whose attributive use before a group is contempt whatever the reading ("filthy X"). */
export const CONTEMPT = wordSet(
  'filthy dirty disgusting stinking smelly subhuman degenerate retarded inferior vile fucking damned bloody dumbass shitty damn goddamn goddamned freaking frigging stupid dumb idiotic moronic worthless useless pathetic lazy ugly greedy sneaky',
);
