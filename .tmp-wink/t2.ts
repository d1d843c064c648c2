import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
const nlp = winkNLP(model);
const its = nlp.its;
for (const t of ["City Council Regular Meeting - February 27, 2026", "Staff is directed to deliver the construction schedule no later than April 15.", "Our next regular meeting is on March 13th.", "The contract was estimated at $250,000 and we'll spend $2.7 million; it's $1.5 billion.", "Return by March 29 with a plan.", "I move that we approve on Jan. 5, 2026 the item."]) {
  const doc = nlp.readDoc(t);
  console.log(t);
  doc.entities().each((e) => console.log("  ", e.out(its.detail), e.out(its.span)));
}
const d = nlp.readDoc("We'll can't don't Mr. Smith's 2.7 U.S. I'm");
console.log(d.tokens().out(its.normal), d.tokens().out(its.type), d.tokens().out(its.stopWordFlag));
