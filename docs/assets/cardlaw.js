/* cardlaw rulebook: copy-permalink buttons, the rule-ID jump box, the notice for an
   unknown rule anchor, and opening a worked example named in the address. Local only. */
(function () {
  "use strict";
  var RULES = (window.CARDLAW_RULES && window.CARDLAW_RULES.en) || {};
  var FRENCH = (window.CARDLAW_RULES && window.CARDLAW_RULES.fr) || {};
  var ID_SHAPE = /^[A-Z]{1,4}(?:-[A-Z]{1,4})?-\d{1,3}$/;

  function base() {
    var el = document.getElementById("__config");
    var b = ".";
    try { b = JSON.parse(el.textContent).base || "."; } catch (e) { /* keep "." */ }
    return b.replace(/\/$/, "");
  }
  function isFrench() { return !!document.querySelector(".md-content div[lang='fr']"); }
  function ruleHref(id) {
    var french = isFrench() && FRENCH[id];
    var url = french ? FRENCH[id] : (RULES[id] && RULES[id].url);
    if (url === undefined || url === null) return null;
    return base() + "/" + url + "#" + id;
  }

  function distance(a, b) {
    var m = a.length, n = b.length, d = [], i, j;
    for (i = 0; i <= m; i++) { d[i] = [i]; }
    for (j = 0; j <= n; j++) { d[0][j] = j; }
    for (i = 1; i <= m; i++) {
      for (j = 1; j <= n; j++) {
        d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      }
    }
    return d[m][n];
  }
  /* The rule IDs nearest to a mistyped one: same prefix and closest number first, then by spelling. */
  function nearest(query, count) {
    var q = query.toUpperCase().trim();
    var prefix = q.replace(/-?\d+$/, ""), num = parseInt((q.match(/(\d+)$/) || [0, "NaN"])[1], 10);
    var scored = Object.keys(RULES).map(function (id) {
      var p = id.replace(/-\d+$/, ""), n = parseInt(id.match(/(\d+)$/)[1], 10);
      var score = distance(q, id) * 10;
      if (p === prefix) { score = isNaN(num) ? 5 : Math.abs(n - num); }
      return [score, id];
    });
    scored.sort(function (a, b) { return a[0] - b[0] || (a[1] < b[1] ? -1 : 1); });
    return scored.slice(0, count || 3).map(function (s) { return s[1]; });
  }
  window.cardlawNearest = nearest;
  window.cardlawBase = base;

  function notice(text, ids) {
    var content = document.querySelector(".md-content .md-typeset");
    if (!content) return;
    var old = document.getElementById("cl-anchor-notice");
    if (old) old.remove();
    var box = document.createElement("div");
    box.id = "cl-anchor-notice";
    box.className = "cl-notice";
    box.setAttribute("role", "alert");
    box.appendChild(document.createTextNode(text + " "));
    ids.forEach(function (id, i) {
      var a = document.createElement("a");
      var href = ruleHref(id);
      a.href = href || "#";
      a.textContent = id;
      a.title = RULES[id] ? RULES[id].title : "";
      if (i) box.appendChild(document.createTextNode(", "));
      box.appendChild(a);
    });
    content.insertBefore(box, content.firstChild);
  }

  function checkAnchor() {
    var raw = decodeURIComponent((location.hash || "").slice(1));
    if (!raw) return;
    var target = document.getElementById(raw);
    if (target) {
      var details = target.closest ? target.closest("details") : null;
      if (details) details.open = true;
      var old = document.getElementById("cl-anchor-notice");
      if (old) old.remove();
      return;
    }
    var fr = isFrench();
    if (ID_SHAPE.test(raw.toUpperCase()) || /^[A-Za-z]{1,4}-/.test(raw)) {
      var here = RULES[raw.toUpperCase()] ? ruleHref(raw.toUpperCase()) : null;
      if (here) {
        notice((fr ? "La règle " + raw + " n'est pas sur cette page ; elle est ici :" :
          "Rule " + raw + " is not on this page; it is here:"), [raw.toUpperCase()]);
      } else {
        notice((fr ? "Aucune règle « " + raw + " ». Identifiants les plus proches :" :
          "There is no rule \u201c" + raw + "\u201d. Nearest rule IDs:"), nearest(raw, 3));
      }
    } else {
      notice(fr ? "Aucun élément « " + raw + " » sur cette page." : "Nothing called \u201c" + raw + "\u201d on this page.", []);
    }
  }

  function copyText(text, button) {
    function done() {
      button.classList.add("cl-copied");
      setTimeout(function () { button.classList.remove("cl-copied"); }, 1500);
    }
    if (navigator.clipboard && window.isSecureContext) {
      navigator.clipboard.writeText(text).then(done, function () { fallback(); });
    } else { fallback(); }
    function fallback() {
      var area = document.createElement("textarea");
      area.value = text;
      document.body.appendChild(area);
      area.select();
      try { document.execCommand("copy"); } catch (e) { /* the link is still in the address */ }
      area.remove();
      done();
    }
    button.setAttribute("data-copied", text);
  }

  function setupCopy() {
    document.querySelectorAll("button.cl-copy").forEach(function (button) {
      button.addEventListener("click", function () {
        var url = location.href.replace(/#.*$/, "") + "#" + button.getAttribute("data-anchor");
        copyText(url, button);
      });
    });
  }

  function setupJump() {
    var header = document.querySelector(".md-header__inner");
    if (!header || document.getElementById("cl-jump")) return;
    var form = document.createElement("form");
    form.className = "cl-jump";
    form.id = "cl-jump";
    form.setAttribute("role", "search");
    var input = document.createElement("input");
    input.type = "text";
    input.name = "rule";
    input.placeholder = isFrench() ? "Règle…" : "Rule ID…";
    input.setAttribute("aria-label", "Jump to a rule by its ID");
    input.setAttribute("list", "cl-jump-ids");
    var list = document.createElement("datalist");
    list.id = "cl-jump-ids";
    Object.keys(RULES).forEach(function (id) {
      var o = document.createElement("option");
      o.value = id;
      o.label = RULES[id].title;
      list.appendChild(o);
    });
    form.appendChild(input);
    form.appendChild(list);
    form.addEventListener("submit", function (event) {
      event.preventDefault();
      var id = input.value.trim().toUpperCase().replace(/\s+/g, "-");
      var href = RULES[id] ? ruleHref(id) : null;
      if (href) { location.href = href; return; }
      notice((isFrench() ? "Aucune règle « " : "There is no rule \u201c") + input.value.trim() +
        (isFrench() ? " ». Identifiants les plus proches :" : "\u201d. Nearest rule IDs:"), nearest(id, 3));
    });
    var search = header.querySelector(".md-search");
    header.insertBefore(form, search || null);
  }

  function start() {
    setupCopy();
    setupJump();
    checkAnchor();
    window.addEventListener("hashchange", checkAnchor);
  }
  if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", start); } else { start(); }
})();
