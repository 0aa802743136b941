// Code under test that says something (`t`, formats, schemas' messages) speaks the language of a request; a unit
// test has none, so the server's instances stand ready and English answers, as it does for a request outside /hi/.
import "~/lib/i18n.server";
