import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
const nlp = winkNLP(model);
const its = nlp.its;
const doc = nlp.readDoc("Mr. Smith said the budget is $2.7 million. Staff will report back by March 29, 2026. The vote was 5-2 on the 3rd item at 7 p.m. It took two weeks and 15 percent more. We'll meet June 15th.");
console.log(doc.sentences().out());
console.log(doc.entities().out(its.detail));
console.log(doc.tokens().out(its.normal).slice(0,20));
console.log(doc.tokens().out(its.type).slice(0,20));
