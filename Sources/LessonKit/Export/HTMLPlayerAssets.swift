/// The HTML player's inline style sheet and script.
///
/// Sizes are in `rem`, and the root size follows the window's width
/// (1.5625vw, 20 px at 1280 wide), so the same step fills a projector at
/// 1280×720 and still fits 1024×768. The page itself never scrolls: it is one
/// screen tall, and a pane that cannot hold a long step scrolls on its own.
/// Colours: every text colour on its background is at least 4.5:1 (WCAG AA).
enum HTMLPlayerAssets {
  static let css = """
    :root { --ink: #1d2530; --muted: #46505b; --line: #b7c0ca; --bg: #ffffff; --panel: #f3f5f8; \
    --mono: ui-monospace, "DejaVu Sans Mono", Menlo, Consolas, monospace; }
    html { font-size: clamp(14px, 1.5625vw, 28px); }
    * { box-sizing: border-box; }
    body { margin: 0; height: 100vh; display: flex; flex-direction: column; overflow: hidden; \
    font: 1rem/1.3 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
    header { display: flex; align-items: center; gap: 1rem; padding: .3rem .8rem; border-bottom: 1px solid var(--line); }
    h1 { font-size: 1.1rem; margin: 0; flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
    h1 code { font-size: 1rem; color: var(--muted); font-weight: 400; }
    nav { display: flex; align-items: center; gap: .3rem; flex-wrap: wrap; }
    nav button { font: inherit; font-size: 1rem; line-height: 1.2; padding: .1rem .5rem; min-width: 1.8rem; \
    border: 1px solid var(--line); border-radius: .3rem; background: var(--panel); color: var(--ink); cursor: pointer; }
    nav button:disabled { color: #5f6a75; background: #e9edf1; cursor: default; }
    #dots button.current { background: #1f56b8; color: #fff; border-color: #1f56b8; }
    #code-toggle[aria-pressed="true"] { background: #1d2530; color: #fff; }
    .step-row { display: flex; align-items: baseline; gap: 1rem; padding: .2rem .8rem .2rem; }
    #step-title { font-size: 1.1rem; margin: 0; flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
    #step-counter { color: var(--muted); white-space: nowrap; }
    main { flex: 1 1 auto; min-height: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr)); \
    gap: .6rem; padding: 0 .8rem .3rem; }
    .version { display: flex; flex-direction: column; min-width: 0; min-height: 0; border: 1px solid var(--line); \
    border-radius: .4rem; padding: .2rem .5rem .4rem; }
    .version h3 { font-size: 1rem; margin: 0 0 .2rem; overflow-wrap: anywhere; }
    .version h3 .command { font-family: var(--mono); font-weight: 400; color: #1f56b8; margin-left: .4rem; }
    .pane { min-height: 0; overflow: auto; flex: 0 1 auto; }
    .pane + .pane { margin-top: .3rem; }
    /* When a step is too long, the tree (or the code) gives way first; the log keeps most of the screen. */
    .log-pane { flex: 0 0 auto; max-height: 62%; } .tree { flex-shrink: 2; } .code { flex-shrink: 4; }
    pre { margin: 0; font-family: var(--mono); font-size: 1rem; line-height: 1.25; white-space: pre-wrap; overflow-wrap: anywhere; }
    pre.log { padding: .15rem .4rem; background: var(--panel); border-radius: .3rem; }
    .log-line { display: block; }
    .log-line.state { color: #6a2c86; } .log-line.cause { color: #7a4300; } .log-line.issue { color: #a11b12; }
    .log-line.summary, .log-line.skipped, .log-line.empty { color: var(--muted); }
    ul.expectations { margin: 0; padding: 0; list-style: none; }
    ul.expectations li { padding: 0 .4rem; border-radius: .3rem; overflow-wrap: anywhere; }
    li.holds { background: #e3f4e8; } li.bug-shown { background: #fff0c7; font-weight: 600; } \
    li.unexpected { background: #fde3e0; font-weight: 600; }
    .tree { font-family: var(--mono); line-height: 1.2; }
    .leaves { display: flex; flex-wrap: wrap; column-gap: .4rem; }
    .node { margin: 1px 0; padding: 0 .3rem; border: 1px solid #8d97a3; border-radius: .25rem; width: fit-content; \
    max-width: 100%; overflow-wrap: anywhere; }
    .node.container { background: #e8edf3; } .node.control { background: #fff; }
    .node.created { outline: .15rem solid #17693a; outline-offset: -.15rem; }
    .node.hottest { box-shadow: 0 0 0 .12rem #1d2530; }
    .node .runs { margin-left: .5rem; font-weight: 700; }
    .node .badge { margin-left: .4rem; padding: 0 .3rem; border-radius: .25rem; background: #17693a; color: #fff; }
    .discarded { margin: 1px 0; padding: 0 .3rem; border: .1rem dashed #a11b12; color: #a11b12; background: #fff; \
    border-radius: .25rem; width: fit-content; max-width: 100%; overflow-wrap: anywhere; }
    .code { display: none; }
    body.show-code .code { display: block; }
    body.show-code .tree { display: none; }
    .code .code-line { display: block; padding: 0 .3rem; }
    .code .code-line.removed { background: #fde3e0; color: #7d150d; }
    .code .code-line.added { background: #dcf2e2; color: #12502c; }
    .code .code-line.gap { color: var(--muted); }
    /* The verdict scrolls on its own rather than squeeze the tree away at the last step. */
    .verdict { margin: .3rem 0 0; padding: .2rem .4rem; border-radius: .3rem; flex: 0 1 auto; max-height: 5.5rem; \
    overflow: auto; }
    /* What the step changed is underlined; at the mount, everything is new, so nothing is. */
    .node.changed:not(.created) { text-decoration: underline; text-decoration-thickness: .12rem; }
    body[data-step="1"] .node.changed { text-decoration: none; }
    #reveal { display: none; }
    body[data-room="true"] #reveal { display: inline-block; }
    body[data-reveal="2"] #reveal { display: none; }
    .verdict.held { background: #e3f4e8; } .verdict.failed { background: #fde3e0; }
    .legend { display: inline-flex; gap: 2px; align-items: center; color: var(--muted); white-space: nowrap; }
    .legend i { font-style: normal; display: inline-block; min-width: 1.4rem; text-align: center; border-radius: .2rem; }
    .node.view { cursor: pointer; }
    .why { margin: .1rem 0 .3rem; padding: .2rem .5rem; border-left: .25rem solid #1f56b8; background: #eef3fb; \
    font-family: system-ui, -apple-system, "Segoe UI", sans-serif; max-width: 100%; overflow-wrap: anywhere; }
    .why p, .why ol { margin: 0; } .why ol { padding-left: 1.6rem; }
    """

  static let script = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("transcript").textContent);
      var code = JSON.parse(document.getElementById("code").textContent);
      var palette = JSON.parse(document.getElementById("palette").textContent);
      var count = data.versions[0].steps.length;
      var current = 1;
      var prev = document.getElementById("prev");
      var next = document.getElementById("next");
      var dots = document.getElementById("dots");
      var toggle = document.getElementById("code-toggle");
      var revealButton = document.getElementById("reveal");
      // How much a room may see: 0 the broken version alone, 1 its checks and verdict too,
      // 2 everything (the fixed version beside it, the diff). A player not made for a room shows all.
      var room = document.body.dataset.room === "true";
      var reveal = room ? 0 : 2;
      var revealMatch = /reveal=(\\d)/.exec(location.hash);
      if (room && revealMatch) reveal = Math.min(2, parseInt(revealMatch[1], 10));
      var hasCode = !!(code && code.diff && code.diff.some(function (l) { return l.kind !== "same"; }));

      function el(tag, cls, text) {
        var node = document.createElement(tag);
        if (cls) node.className = cls;
        if (text !== undefined) node.textContent = text;
        return node;
      }
      function fromHash() {
        var match = /step=(\\d+)/.exec(location.hash);
        var n = match ? parseInt(match[1], 10) : 1;
        return Math.min(Math.max(n, 1), count);
      }
      // The same five levels as HeatPalette.index(for:).
      function heatIndex(heat) {
        var h = Math.min(Math.max(heat, 0), 1);
        if (h <= 0) return 0;
        return Math.min(palette.fills.length - 1, Math.max(0, Math.ceil(h * palette.fills.length - 1e-9) - 1));
      }

      for (var i = 1; i <= count; i++) {
        var dot = el("button", null, String(i));
        dot.type = "button";
        dot.title = i + ". " + data.versions[0].steps[i - 1].title + " (key " + i + ")";
        dot.dataset.step = String(i);
        dot.addEventListener("click", function (event) { go(parseInt(event.target.dataset.step, 10)); });
        dots.appendChild(dot);
      }
      if (!hasCode) toggle.style.display = "none";

      // The lines near a change (one unchanged line either side) as this version spells them.
      function codePane(variant) {
        var pane = el("div", "pane code");
        pane.setAttribute("aria-label", "The code where the versions differ");
        var pre = el("pre", null);
        var lines = code.diff;
        var keep = lines.map(function () { return false; });
        lines.forEach(function (line, index) {
          if (line.kind === "same") return;
          for (var k = index - 1; k <= index + 1; k++) if (k >= 0 && k < lines.length) keep[k] = true;
        });
        // The shown lines' common indentation is dropped: nested code would otherwise wrap at 20 px.
        var indent = Infinity;
        lines.forEach(function (line, index) {
          var text = variant === "broken" ? line.broken : line.fixed;
          if (keep[index] && text.trim()) indent = Math.min(indent, text.length - text.replace(/^ +/, "").length);
        });
        if (indent === Infinity) indent = 0;
        var gap = false;
        lines.forEach(function (line, index) {
          var mine = line.kind === "same" || (line.kind === "removed") === (variant === "broken");
          if (!keep[index] || !mine) {
            if (!keep[index]) gap = true;
            return;
          }
          if (gap && pre.childNodes.length) pre.appendChild(el("span", "code-line gap", "⋯"));
          gap = false;
          var mark = line.kind === "same" ? "  " : line.kind === "removed" ? "− " : "+ ";
          var text = (variant === "broken" ? line.broken : line.fixed).slice(indent);
          var span = el("span", "code-line " + line.kind, mark + text);
          span.dataset.kind = line.kind;
          pre.appendChild(span);
        });
        pane.appendChild(pre);
        return pane;
      }

      // The broken code whole, as the room first sees it: no diff marks, no `// BUG` comments.
      function plainCodePane() {
        var pane = el("div", "pane code");
        pane.setAttribute("aria-label", "The broken version's code");
        var pre = el("pre", null);
        code.diff.forEach(function (line) {
          if (line.kind === "added") return;
          var text = line.broken.replace(/\\s*\\/\\/\\s*BUG\\b.*$/, "");
          if (!text.trim() && line.broken.trim()) return;
          pre.appendChild(el("span", "code-line", "  " + text));
        });
        pane.appendChild(pre);
        return pane;
      }

      // A node's key across steps: its identity path, else its place among nodes alike.
      function nodeKeys(nodes) {
        var seen = {};
        return nodes.map(function (n) {
          if (n.path) return "p:" + n.path;
          var base = "n:" + n.depth + ":" + n.name;
          seen[base] = (seen[base] || 0) + 1;
          return base + ":" + seen[base];
        });
      }
      // Which nodes the step is about: new, or whose body ran, or whose line changed since the step before.
      function changedNodes(version) {
        var nodes = version.steps[current - 1].tree.nodes;
        if (current === 1) return nodes.map(function () { return true; });
        var before = {};
        var earlier = version.steps[current - 2].tree.nodes;
        nodeKeys(earlier).forEach(function (key, index) { before[key] = earlier[index]; });
        return nodeKeys(nodes).map(function (key, index) {
          var old = before[key], n = nodes[index];
          return !old || old.bodyRuns !== n.bodyRuns || old.text !== n.text || n.stateCreated;
        });
      }
      // Scrolls each tree so that the lines the step is about are on screen: all of them when
      // they fit, else from the first. An identity change (state created, a view discarded) is
      // what a step is most about; without one, every line that changed.
      function keepChangesInView() {
        Array.prototype.forEach.call(document.querySelectorAll(".version .tree"), function (pane) {
          var marked = pane.querySelectorAll(".node.created, .discarded");
          if (!marked.length) marked = pane.querySelectorAll(".node.changed");
          if (!marked.length) return;
          var origin = pane.getBoundingClientRect().top - pane.scrollTop;
          var top = marked[0].getBoundingClientRect().top - origin;
          var bottom = marked[marked.length - 1].getBoundingClientRect().bottom - origin;
          if (bottom - top <= pane.clientHeight) {
            if (bottom > pane.scrollTop + pane.clientHeight) pane.scrollTop = bottom - pane.clientHeight;
            if (top < pane.scrollTop) pane.scrollTop = top;
          } else {
            pane.scrollTop = top;
          }
        });
      }

      // A click on a view of the tree (or Return on it) shows why its body ran, was skipped or
      // went away in this step: the chain `why VIEW` prints, from the transcript (step.why).
      function whyPanel(step, n) {
        var panel = el("div", "why");
        panel.dataset.view = n.name;
        var chains = (step.why && step.why[n.name]) || [];
        var here = chains.filter(function (c) { return !n.path || c.path === n.path; });
        if (here.length) chains = here;
        panel.appendChild(el("strong", null, "why " + n.name));
        if (!chains.length) {
          panel.appendChild(el("p", null,
            n.name + "'s body did not run in this step, and no parent re-created it: nothing it reads changed."));
        }
        chains.forEach(function (chain) {
          panel.appendChild(el("p", "why-summary", chain.summary));
          var list = el("ol", null);
          chain.causes.forEach(function (cause) { list.appendChild(el("li", "why-" + cause.kind, cause.sentence)); });
          panel.appendChild(list);
        });
        return panel;
      }
      function explainable(node, step, n) {
        node.tabIndex = 0;
        node.setAttribute("role", "button");
        node.setAttribute("aria-expanded", "false");
        node.title += " (click: why)";
        function toggleWhy() {
          var next = node.nextElementSibling, open = !!(next && next.classList.contains("why"));
          if (open) {
            node.parentNode.removeChild(next);
          } else {
            var panel = whyPanel(step, n);
            panel.style.marginLeft = node.style.marginLeft;
            node.insertAdjacentElement("afterend", panel);
          }
          node.setAttribute("aria-expanded", open ? "false" : "true");
        }
        node.addEventListener("click", toggleWhy);
        node.addEventListener("keydown", function (event) {
          if (event.key !== "Enter") return;
          toggleWhy();
          event.preventDefault();
          event.stopPropagation();
        });
      }

      function renderVersion(version) {
        var step = version.steps[current - 1];
        var changed = changedNodes(version);
        var column = el("section", "version");
        column.dataset.variant = version.variant;
        var heading = el("h3", null, version.variant.charAt(0).toUpperCase() + version.variant.slice(1));
        heading.appendChild(el("span", "command", "▶ " + step.command));
        column.appendChild(heading);

        var logPane = el("div", "pane log-pane");
        var log = el("pre", "log");
        var lines = step.records.filter(function (r) { return typeof r.line === "string"; });
        if (lines.length === 0) log.appendChild(el("span", "log-line empty", "(no state changed and no body ran)"));
        lines.forEach(function (record) {
          log.appendChild(el("span", "log-line " + (record.lineKind || ""), record.line));
        });
        logPane.appendChild(log);
        // The checks say which expectation the bug breaks: a room sees them once revealed.
        var checks = reveal >= 1 ? step.expectations : [];
        if (step.error || checks.length) {
          var list = el("ul", "expectations");
          if (step.error) list.appendChild(el("li", "unexpected", "✗ could not perform the step: " + step.error));
          checks.forEach(function (e) { list.appendChild(el("li", e.outcome, e.line)); });
          logPane.appendChild(list);
        }
        column.appendChild(logPane);

        var tree = el("div", "pane tree");
        tree.setAttribute("aria-label", "View tree after step " + current);
        var most = 0;
        step.tree.nodes.forEach(function (n) { if (n.role === "view" && n.bodyRuns > most) most = n.bodyRuns; });
        // Leaves side by side under their parent (a row of texts and controls), so a tree fits the screen.
        var nodes = step.tree.nodes, row = null;
        nodes.forEach(function (n, index) {
          var node = el("div", "node " + n.role + (n.stateCreated ? " created" : "") + (changed[index] ? " changed" : ""));
          node.dataset.view = n.name;
          node.dataset.runs = String(n.bodyRuns);
          node.dataset.heat = n.heat.toFixed(2);
          node.title = (n.path || n.name) + (n.role === "view" ? ": body ran " + n.bodyRuns + "×" : "");
          node.appendChild(el("span", "text", n.text));
          if (n.role === "view") {
            var index = heatIndex(n.heat);
            node.style.background = palette.fills[index];
            node.style.color = palette.inks[index];
            node.dataset.level = String(index + 1);
            node.appendChild(el("span", "runs", "×" + n.bodyRuns));
            if (n.bodyRuns === most && most > 0) { node.classList.add("hottest"); node.dataset.hottest = "true"; }
            explainable(node, step, n);
          }
          if (n.stateCreated) node.appendChild(el("span", "badge", "+ new state"));
          var isLeaf = n.role !== "view" && !(index + 1 < nodes.length && nodes[index + 1].depth > n.depth);
          var indent = (n.depth * 1.2) + "rem";
          if (isLeaf) {
            if (!row || row.dataset.depth !== String(n.depth)) {
              row = el("div", "leaves");
              row.dataset.depth = String(n.depth);
              row.style.marginLeft = indent;
              tree.appendChild(row);
            }
            row.appendChild(node);
          } else {
            row = null;
            node.style.marginLeft = indent;
            node.style.maxWidth = "calc(100% - " + indent + ")";
            tree.appendChild(node);
          }
        });
        step.tree.discarded.forEach(function (d) {
          tree.appendChild(el("div", "discarded",
            "− " + d.view + " discarded with its state: " + d.properties.join(", ") + "  [" + d.path + "]"));
        });
        column.appendChild(tree);

        if (hasCode) column.appendChild(reveal >= 2 ? codePane(version.variant) : plainCodePane());

        // The verdict only at the last step: earlier, it would give the ending away.
        if (current === count && reveal >= 1) {
          var verdict = el("p", "verdict " + (version.verdict.claimHeld ? "held" : "failed"));
          verdict.id = "verdict-" + version.variant;
          verdict.appendChild(el("strong", null, version.verdict.label + ". "));
          verdict.appendChild(document.createTextNode(version.verdict.summary));
          column.appendChild(verdict);
        }
        return column;
      }

      function render() {
        var step = data.versions[0].steps[current - 1];
        document.getElementById("step-title").textContent = current + ". " + step.title;
        document.getElementById("step-counter").textContent = "Step " + current + " of " + count;
        document.body.dataset.step = String(current);
        prev.disabled = current === 1;
        next.disabled = current === count;
        Array.prototype.forEach.call(dots.children, function (dot) {
          dot.className = dot.dataset.step === String(current) ? "current" : "";
        });
        var main = document.getElementById("versions");
        while (main.firstChild) main.removeChild(main.firstChild);
        document.body.dataset.reveal = String(reveal);
        revealButton.textContent = reveal === 0 ? "Reveal the checks" : "Reveal the fix";
        // Until the fix is revealed, a room sees the broken version alone.
        var shown = data.versions.filter(function (version) {
          return reveal >= 2 || version.variant === "broken" || data.versions.length === 1;
        });
        shown.forEach(function (version) { main.appendChild(renderVersion(version)); });
        keepChangesInView();
        updateHash();
      }
      function setReveal(stage) {
        reveal = Math.min(Math.max(stage, 0), 2);
        render();
      }
      function go(n) {
        current = Math.min(Math.max(n, 1), count);
        render();
      }
      var showCode = /[#&]code\\b/.test(location.hash);
      function setCode(shown) {
        showCode = shown;
        document.body.classList.toggle("show-code", shown);
        toggle.setAttribute("aria-pressed", shown ? "true" : "false");
        updateHash();
      }
      function updateHash() {
        var hash = "#step=" + current + (showCode ? "&code" : "") + (room ? "&reveal=" + reveal : "");
        if (location.hash !== hash && history.replaceState) history.replaceState(null, "", hash);
      }
      prev.addEventListener("click", function () { go(current - 1); });
      next.addEventListener("click", function () { go(current + 1); });
      toggle.addEventListener("click", function () { setCode(!showCode); });
      revealButton.addEventListener("click", function () { setReveal(reveal + 1); });
      // Digits typed within a moment of each other make one number, for runs of ten steps or more.
      var digits = "", digitTimer = null;
      document.addEventListener("keydown", function (event) {
        if (event.altKey || event.ctrlKey || event.metaKey) return;
        if (event.key === "ArrowRight" || event.key === "PageDown" || event.key === " ") go(current + 1);
        else if (event.key === "ArrowLeft" || event.key === "PageUp") go(current - 1);
        else if (event.key === "Home") go(1);
        else if (event.key === "End") go(count);
        else if (event.key === "c" || event.key === "C") { if (hasCode) toggle.click(); }
        else if ((event.key === "r" || event.key === "R") && room) setReveal(reveal + 1);
        else if ((event.key === "p" || event.key === "P") && room) setReveal(0);
        else if (/^[0-9]$/.test(event.key)) {
          digits = count > 9 ? digits + event.key : event.key;
          clearTimeout(digitTimer);
          digitTimer = setTimeout(function () { digits = ""; }, 800);
          var n = parseInt(digits, 10);
          if (n >= 1 && n <= count) go(n);
        }
        else return;
        event.preventDefault();
      });
      window.addEventListener("hashchange", function () { go(fromHash()); });
      go(fromHash());
      setCode(hasCode && showCode);
    })();
    """
}
