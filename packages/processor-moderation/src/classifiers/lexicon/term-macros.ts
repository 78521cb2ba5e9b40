/**
 * Word lists shared by the category terms, used as `<name>` inside a term. Written for this
 * package; English only.
 */
export const TERM_MACROS: Readonly<Record<string, string>> = {
  person:
    'you|u|ya|him|her|them|everyone|everybody|people|ur family|your family|your (wife|husband|kids|children|mom|mother|dad|father)|my (wife|husband|boss|mom|mother|dad|father|sister|brother|neighbou?r|teacher|ex|girlfriend|boyfriend|family|kids|coworkers?|classmates?)|the (teacher|teachers|students|kids|cops|police|president|judge|boss)|all of (you|them)|every(one|body) (at|in) (school|work|the office)|those (people|kids)',
  group:
    'jews|jewish people|the jews|muslims|moslems|christians|blacks|black people|whites|white people|asians|arabs|mexicans|immigrants|refugees|migrants|gays|gay people|homosexuals|lesbians|queers|trans people|transgender people|trannies|women|females|hindus|sikhs|africans|chinese people|chinks|indians|latinos|hispanics|disabled people|gypsies|roma|catholics|atheists',
  dehumanize:
    'animals|vermin|subhuman|sub human|parasites|rats|cockroaches|roaches|apes|monkeys|savages|a disease|a plague|a cancer|scum|filth|inferior|not (even )?human|less than human|trash|garbage|evil|disgusting|a virus|an infestation|degenerates?',
  insult:
    'idiot|moron|imbecile|stupid|dumb|loser|pathetic|worthless|useless|ugly|fat|disgusting|retard*|piece of (shit|garbage|trash|crap)|waste of (space|oxygen|air)|failure|clown|bitch|cunt|whore|slut|dick|dickhead|asshole|jerk|trash|garbage|scum|freak|creep|pig|dumbass|dipshit|douche*|prick|twat|wanker|bastard|joke|nobody|nothing',
  slur: 'kike|chink|spic|wetback|raghead|towelhead|sandnigger|gook|beaner',
  milderslur: 'shemale|muzzie|muzzy|darkie|darky|poofter|spaz|jigaboo|paki|mongoloid',
  kill: 'kill|murder|shoot|stab|strangle|choke|behead|slaughter|butcher|execute|lynch|torture|gut|burn|drown|poison|bomb|massacre',
  will: 'i will|ill|i am going to|im going to|im gonna|i am gonna|gonna|going to|i want to|i wanna|i wil|we will|we are going to|were going to|let us|lets|i should|i could|i swear i will|i swear ill',
  minor:
    'child|children|kid|kids|minor|minors|underage|under age|preteen|pre teen|little (girl|boy)s?|young (girl|boy)s?|schoolgirls?|school girls?|schoolboys?|toddlers?|(1[0-7]|[1-9]) ?(yo|yr|year olds?|years? old)',
  sexterm:
    'nude|nudes|naked|sex|sexual|sexy|porn*|erotic|explicit|lewd|horny|molest*|seduce|touch (her|him|them)|undress*',
};
