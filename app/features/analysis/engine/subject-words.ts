// Whether words name what was decided: a helper below every stage (the record marks a decision identified with it,
// the story and the publishing policy check a subject with it, the verifier judges a model's record with it).

/**
 * Words a motion or title may be made of without saying what was decided: "approve it", "the staff recommendation",
 * "so moved", "approval as presented". A subject needs a word beyond these.
 */
const VAGUE_WORDS = new Set(
  (
    "a an the this that it its these those them to of for on in at by with as and or be is are was been so move moved " +
    "moves motion make made approve approval approved approving adopt adopted adoption accept accepted pass passed " +
    "passage deny denial item items agenda recommendation recommendations recommended staff staffs report reports " +
    "presented proposed as per same all recommend recommending action actions request requested matter matters " +
    "thing things second seconded i we you our your my me us one ones number there here now tonight today please " +
    "sense think thought going want like just also then than which what whatever with without into out up " +
    "council board commission committee member members chair mayor city county town village body yes okay ok " +
    "amend amended amendment substitute friendly original main question call vote voting consider consideration " +
    "take taken do does did go continue continued table tabled discussion discuss further forward back be " +
    "motions under public hearing close closed open reading first final read reads"
  ).split(" "),
);

/** True when text names a subject: a content word beyond the vague ones (a name, an amount, a thing). */
export function namesSubject(text: string | null | undefined): boolean {
  if (!text) return false;
  const words = text.toLowerCase().match(/[\p{L}\d$][\p{L}\d$.,'’-]*/gu) ?? [];
  return words.some((word) => {
    const bare = word.replace(/[.,'’-]+$/, "");
    return /\d/.test(bare) ? /^\$|\d{2,}/.test(bare) : bare.length >= 3 && !VAGUE_WORDS.has(bare);
  });
}
