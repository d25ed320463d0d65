/* The in-page ruler: the `cardlaw` package itself, run by Pyodide shipped inside this
   site (assets/pyodide/), answers `cardlaw battle` and `cardlaw parse`. Nothing leaves
   the page; nothing here knows a rule. */
(function () {
  "use strict";
  var battle = document.getElementById("cl-battle");
  var parse = document.getElementById("cl-parse");
  if (!battle && !parse) return;
  var status = document.getElementById("cl-py-status");

  var dir = window.cardlawBase() + "/assets/pyodide/";  // cardlaw.js loads first
  function say(text) { if (status) status.textContent = text; }

  var RUNNER = [
    "import io, contextlib",
    "from cardlaw.cli import main",
    "def cardlaw_run(args):",
    "    out, err = io.StringIO(), io.StringIO()",
    "    code = 0",
    "    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):",
    "        try:",
    "            main.main(args=list(args), prog_name='cardlaw', standalone_mode=True)",
    "        except SystemExit as exc:",
    "            code = exc.code if isinstance(exc.code, int) else (0 if exc.code is None else 1)",
    "    return [code, out.getvalue(), err.getvalue()]"
  ].join("\n");

  function loadScript(src) {
    return new Promise(function (resolve, reject) {
      var s = document.createElement("script");
      s.src = src;
      s.onload = resolve;
      s.onerror = function () { reject(new Error("cannot load " + src)); };
      document.head.appendChild(s);
    });
  }
  function bytes(url) {
    return fetch(url).then(function (r) {
      if (!r.ok) throw new Error(url + ": " + r.status);
      return r.arrayBuffer();
    }).then(function (b) { return new Uint8Array(b); });
  }

  var ready = null;
  function python() {
    if (ready) return ready;
    var t0 = Date.now();
    say("Starting the in-page reference (Python in WebAssembly, from this site)…");
    ready = loadScript(dir + "pyodide.js").then(function () {
      return window.loadPyodide({ indexURL: dir });
    }).then(function (py) {
      return Promise.all([bytes(dir + "cardlaw.whl"), bytes(dir + "deps.zip")]).then(function (files) {
        var sitePackages = py.runPython("import site; site.getsitepackages()[0]");
        py.unpackArchive(files[1], "zip", { extractDir: sitePackages });
        py.unpackArchive(files[0], "wheel");
        py.runPython(RUNNER);
        var version = py.runPython("import cardlaw; cardlaw.__version__");
        say("The in-page reference is ready: cardlaw " + version + " on Pyodide " + py.version +
          " (" + ((Date.now() - t0) / 1000).toFixed(1) + " s).");
        document.documentElement.setAttribute("data-cardlaw-ready", "yes");
        return py;
      });
    }).catch(function (err) {
      say("The in-page reference could not start: " + err.message +
        ". This build may lack Pyodide (python scripts/fetch_pyodide.py, then rebuild); " +
        "the command line gives the same answers.");
      document.documentElement.setAttribute("data-cardlaw-ready", "no");
      throw err;
    });
    return ready;
  }

  function show(target, result) {
    var code = result[0], out = result[1], err = result[2];
    target.textContent = "";
    var head = document.createElement("p");
    head.className = "cl-small";
    head.textContent = "$ exit status " + code;
    target.appendChild(head);
    if (out) {
      var pre = document.createElement("pre");
      var c = document.createElement("code");
      c.textContent = out;
      pre.appendChild(c);
      target.appendChild(pre);
    }
    if (err) {
      var pe = document.createElement("pre");
      pe.className = "cl-error";
      var ce = document.createElement("code");
      ce.textContent = err;
      pe.appendChild(ce);
      target.appendChild(pe);
    }
    target.setAttribute("data-exit", String(code));
  }

  function run(args, target) {
    target.textContent = "Working…";
    target.removeAttribute("data-exit");
    return python().then(function (py) {
      var fn = py.globals.get("cardlaw_run");
      var res = fn(py.toPy(args));
      var js = res.toJs();
      res.destroy();
      fn.destroy();
      show(target, js);
    }).catch(function (err) { target.textContent = "Not available: " + err.message; });
  }

  if (battle) {
    battle.addEventListener("submit", function (event) {
      event.preventDefault();
      var f = battle.elements;
      var args = ["battle", "--game", f.game.value, "--attacker", f.attacker.value, "--defender", f.defender.value];
      [["attacker_toughness", "--attacker-toughness"], ["attacker_loyalty", "--attacker-loyalty"],
       ["defender_toughness", "--defender-toughness"], ["defender_loyalty", "--defender-loyalty"]].forEach(function (p) {
        if (f[p[0]].value.trim() !== "") args.push(p[1], f[p[0]].value.trim());
      });
      Array.prototype.forEach.call(battle.querySelectorAll("select[name^=opt_]"), function (sel) {
        if (sel.value) args.push("--option", sel.name.slice(4) + "=" + sel.value);
      });
      run(args, document.getElementById("cl-battle-out"));
    });
  }
  if (parse) {
    parse.addEventListener("submit", function (event) {
      event.preventDefault();
      run(["parse", parse.elements.text.value], document.getElementById("cl-parse-out"));
    });
  }
  python().catch(function () { /* said in the status line */ });
})();
