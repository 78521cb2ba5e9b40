/**
 * Sentence templates of the synthetic corpus, written for this corpus (not taken from the
 * package's fixtures or tests). Slots:
 * - an entity type (`{EMAIL}`, `{PHONE}`, ...), `{SECRET}` (a provider key or JWT), `{ANY}` (any
 *   default type that can stand in a log or a record), `{NATIONAL}` (a national identifier of the
 *   sentence's country, with a context phrase or none): labelled entities;
 * - `{neg:kind}` (one negative kind) or `{neg}` (any kind): labelled as no entity;
 * - lower-case fillers (`{name}`, `{city}`, ...): faker text that is no entity of the package's
 *   types, not labelled (a detection there counts as a false positive).
 */

/** One template: `lang` 'en' is used for every locale, another language only for its locales. */
export interface SentenceTemplate {
  id: string;
  style: 'chat' | 'email' | 'log' | 'json' | 'csv' | 'ticket' | 'form' | 'prose';
  lang: string;
  text: string;
}

const t = (id: string, style: SentenceTemplate['style'], lang: string, text: string): SentenceTemplate => ({ id, style, lang, text });

/** All templates. */
export const TEMPLATES: readonly SentenceTemplate[] = [
  // chat
  t('chat-email', 'chat', 'en', 'hey {first}, can you send the contract to {EMAIL}? thx'),
  t('chat-phone', 'chat', 'en', 'call me back on {PHONE} after 5, my order is {neg:order-number}'),
  t('chat-card', 'chat', 'en', 'ok my card is {CREDIT_CARD}, exp 09/27, it keeps getting declined'),
  t('chat-ssn', 'chat', 'en', "the form wants my ssn, it's {US_SSN}. is that safe??"),
  t('chat-secret', 'chat', 'en', 'oops I pasted my key {SECRET} into the channel, rotating it now'),
  t('chat-dob', 'chat', 'en', 'I was born on {DATE_OF_BIRTH} in {city}, does that matter for the quote?'),
  t('chat-mixed-neg', 'chat', 'en', 'tracking says {neg:tracking-code}, invoice {neg:invoice-number}, still nothing arrived'),
  t('chat-national', 'chat', 'en', 'They asked for my {NATIONAL} on the phone, is that normal?'),
  t('chat-eth', 'chat', 'en', 'send the refund to {ETH_ADDRESS} pls, not the old wallet'),
  // email
  t('email-signature', 'email', 'en', 'Best regards,\n{name}\n{job}, {company}\nMobile: {PHONE}\nMail: {EMAIL}'),
  t('email-bank', 'email', 'en', 'Dear {name},\n\nplease transfer the amount of {neg:amount} to IBAN {IBAN} (BIC {neg:bic}) by {neg:iso-date}.\n\nKind regards'),
  t('email-itin', 'email', 'en', 'Hi {first}, the IRS letter lists your ITIN as {US_ITIN}; reference {neg:invoice-number}.'),
  t('email-link', 'email', 'en', 'You can reset your password here: {URL} (the link expires at {neg:time}).'),
  t('email-forward', 'email', 'en', '---------- Forwarded message ---------\nFrom: {name} <{EMAIL}>\nDate: {neg:timestamp}\nSubject: Order {neg:order-number}'),
  // logs
  t('log-access', 'log', 'en', '{IPV4} - - [{neg:timestamp}] "GET /api/v2/items/{neg:uuid} HTTP/1.1" 200 {neg:zip-code}'),
  t('log-ipv6', 'log', 'en', '{neg:timestamp} WARN conn from {IPV6} rejected (build {neg:version})'),
  t('log-mac', 'log', 'en', 'dhcpd: DHCPACK on {IPV4} to {MAC_ADDRESS} via eth0 at {neg:time}'),
  t('log-deploy', 'log', 'en', '[deploy] {neg:version} commit {neg:git-sha} artifact sha256:{neg:sha256} done'),
  t('log-any', 'log', 'en', 'level=info ts={neg:epoch-millis} user={user} value={ANY} req={neg:uuid}'),
  t('log-secret', 'log', 'en', 'ERROR auth failed for token {SECRET} (request {neg:uuid}, node {neg:host-port})'),
  t('log-neg-only', 'log', 'en', '{neg:timestamp} job {neg:uuid} finished in {neg:amount}ms, image {neg:hex-color}, ref {neg}'),
  t('log-pem', 'log', 'en', 'config dump:\n{PRIVATE_KEY}\nloaded at {neg:timestamp}'),
  // JSON-ish
  t('json-user', 'json', 'en', '{"id": "{neg:uuid}", "email": "{EMAIL}", "phone": "{PHONE}", "city": "{city}"}'),
  t('json-payment', 'json', 'en', '{"order": "{neg:order-number}", "card": "{CREDIT_CARD}", "amount": "{neg:amount}"}'),
  t('json-any', 'json', 'en', '{"event": "update", "field": "{word}", "value": "{ANY}", "at": "{neg:timestamp}"}'),
  t('json-device', 'json', 'en', '{"device": "{neg:imei}", "mac": "{MAC_ADDRESS}", "ip": "{IPV6}", "fw": "{neg:version}"}'),
  t('json-neg-only', 'json', 'en', '{"sku": "{neg:sku}", "isbn": "{neg:isbn}", "loc": "{neg:lat-long}", "etag": "{neg:git-sha}"}'),
  t('json-jwt', 'json', 'en', '{"Authorization": "Bearer {JWT}", "X-Request-Id": "{neg:uuid}"}'),
  // CSV-ish
  t('csv-customer', 'csv', 'en', '{neg:order-number},{name},{EMAIL},{PHONE},{city}'),
  t('csv-any', 'csv', 'en', '{neg:iso-date};{user};{ANY};{neg}'),
  t('csv-neg-only', 'csv', 'en', '{neg:invoice-number},{neg:amount},{neg:card-luhn-fail},{neg:iban-bad-check},{neg:phone-invalid}'),
  t('csv-national', 'csv', 'en', 'name,id,city\n{name},{NATIONAL},{city}'),
  // support tickets
  t('ticket-card', 'ticket', 'en', 'Ticket {neg:order-number}: customer {name} reports a double charge on card {CREDIT_CARD} (txn {neg:uuid}).'),
  t('ticket-neg', 'ticket', 'en', 'Ticket {neg:order-number} - customer quotes card {neg:card-luhn-fail} and phone {neg:phone-invalid}; both rejected by the form.'),
  t('ticket-wallet', 'ticket', 'en', 'User says BTC address {neg:btc-lookalike} is not accepted; ETH {ETH_ADDRESS} works.'),
  t('ticket-iban', 'ticket', 'en', 'Refund blocked: IBAN {neg:iban-bad-check} fails validation, customer then sent {IBAN}.'),
  t('ticket-national', 'ticket', 'en', 'Ticket {neg:order-number}: {name} could not log in, verified with {NATIONAL} and a callback to {PHONE}.'),
  t('ticket-device', 'ticket', 'en', 'Device {neg:imei} (MAC {MAC_ADDRESS}) keeps dropping from {IPV4}; firmware {neg:version}.'),
  // forms
  t('form-us', 'form', 'en', 'Full name: {name}\nDate of birth: {DATE_OF_BIRTH}\nSSN: {US_SSN}\nPhone: {PHONE}'),
  t('form-national', 'form', 'en', 'Applicant: {name}\nAddress: {street}, {city}\nID: {NATIONAL}\nEmail: {EMAIL}'),
  t('form-kyc', 'form', 'en', 'KYC check {neg:uuid}\nCustomer: {name}\nDocument: {NATIONAL}\nChecked: {neg:timestamp}'),
  t('form-neg', 'form', 'en', 'Order date: {neg:iso-date}\nSKU: {neg:sku}\nQty: 2\nTotal: {neg:amount}\nCoupon: {neg}'),
  // prose
  t('prose-git', 'prose', 'en', 'The fix landed in {neg:git-sha} and ships with {neg:version}; see {URL} for the changelog.'),
  t('prose-server', 'prose', 'en', 'Our staging box at {IPV4} (and {IPV6}) runs the {neg:version} build since {neg:iso-date}.'),
  // German
  t('de-chat', 'chat', 'de', 'Hallo {first}, meine Handynummer ist {PHONE}, schreib mir einfach.'),
  t('de-email', 'email', 'de', 'Sehr geehrte Damen und Herren,\nbitte überweisen Sie {neg:amount} auf das Konto {IBAN}.\nMit freundlichen Grüßen\n{name}'),
  t('de-form', 'form', 'de', 'Name: {name}\nGeburtsdatum: {DATE_OF_BIRTH}\n{NATIONAL}\nE-Mail: {EMAIL}'),
  t('de-ticket', 'ticket', 'de', 'Bestellung {neg:order-number} vom {neg:iso-date}: Sendungsnummer {neg:tracking-code}, Rechnung {neg:invoice-number}.'),
  // French
  t('fr-chat', 'chat', 'fr', 'Bonjour, vous pouvez me joindre au {PHONE} ou par mail à {EMAIL}.'),
  t('fr-email', 'email', 'fr', 'Madame, Monsieur,\nveuillez trouver mon RIB : {IBAN}.\nCordialement,\n{name}'),
  t('fr-ticket', 'ticket', 'fr', 'Commande {neg:order-number} livrée le {neg:iso-date}, suivi {neg:tracking-code}.'),
  // Spanish
  t('es-form', 'form', 'es', 'Nombre: {name}\n{NATIONAL}\nTeléfono: {PHONE}\nCorreo: {EMAIL}'),
  t('es-chat', 'chat', 'es', 'hola, mi tarjeta es {CREDIT_CARD} y el pedido {neg:order-number}'),
  // Italian
  t('it-email', 'email', 'it', 'Gentile {name},\nle confermo il bonifico sull\'IBAN {IBAN}. Nato il {DATE_OF_BIRTH}.\nCordiali saluti'),
  t('it-chat', 'chat', 'it', 'ciao, il mio numero è {PHONE}, versione app {neg:version}'),
  // Polish, Swedish, Finnish, Turkish, Korean
  t('pl-form', 'form', 'pl', 'Imię i nazwisko: {name}\n{NATIONAL}\nTelefon: {PHONE}'),
  t('sv-chat', 'chat', 'sv', 'Hej! Mitt {NATIONAL} behövs för bokningen, ring {PHONE}.'),
  t('fi-form', 'form', 'fi', 'Nimi: {name}\n{NATIONAL}\nSähköposti: {EMAIL}'),
  t('tr-chat', 'chat', 'tr', 'Merhaba, {NATIONAL}, telefon {PHONE}.'),
  t('ko-form', 'form', 'ko', '이름: {name}\n{NATIONAL}\n전화: {PHONE}'),
];
