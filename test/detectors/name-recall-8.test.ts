import t from 'tap'
import { checkNames as check } from './name-documents.ts'

/**
 * Texts written for NAME's eighth recall round (seventeenth round of issue 8; not taken from any
 * evaluation corpus). Each lists the names that must be masked whole (in the order they occur) and
 * look-alikes that must stay unmasked.
 */

t.test('self-introductions in other languages', async (t) => {
  check(t, [
    { genre: 'Spanish support chat', text: '¡Buenas tardes! Soy Andrés, de atención al cliente. ¿En qué te ayudo?', names: ['Andrés'] },
    { genre: 'Spanish flat-share chat', text: 'Hola, me llamo Paloma Ibarra y vi el anuncio de la habitación.', names: ['Paloma Ibarra'] },
    { genre: 'Italian voicemail', text: 'Buongiorno, mi chiamo Giulia Ferraro, la richiamo domani.', names: ['Giulia Ferraro'] },
    { genre: 'French e-mail', text: "Bonjour, je m'appelle Inès Moreau et je vous écris pour la location.", names: ['Inès Moreau'] },
    { genre: 'Dutch chat', text: 'Hallo, ik ben Sander, de nieuwe collega van finance.', names: ['Sander'] },
    { genre: 'Portuguese chat', text: 'Oi, tudo bem? Sou Renata, a vizinha do 302.', names: ['Renata'] },
    { genre: 'not a name after soy', text: 'Soy cliente Premium desde 2020 y sono stati gentili.', names: [], not: ['Premium'] }
  ])
})
