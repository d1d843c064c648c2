/* CivicLens embed (issue #18): <script src="https://SITE/embed.js" data-city="CITY-KEY" async></script> puts the
   city's latest meetings and stories in a frame right after the script. Optional: data-height, data-title. */
(() => {
  var script = document.currentScript;
  var key = script && script.getAttribute("data-city");
  if (!key) return;
  var site = script.src.replace(/\/embed\.js([?#].*)?$/, "");
  var frame = document.createElement("iframe");
  frame.src = site + "/embed/city/" + encodeURIComponent(key);
  frame.title = script.getAttribute("data-title") || "Latest meetings and stories on CivicLens";
  frame.width = "100%";
  frame.height = script.getAttribute("data-height") || "480";
  frame.loading = "lazy";
  frame.style.border = "0";
  frame.style.maxWidth = "100%";
  frame.referrerPolicy = "strict-origin-when-cross-origin";
  script.parentNode.insertBefore(frame, script.nextSibling);
})();
