/// The HTML player's inline style sheet and script.
enum HTMLPlayerAssets {
  static let css = """
    :root { --ink: #1d2530; --muted: #5b6672; --line: #d6dbe1; --bg: #fbfbfc; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--bg); }
    header, main, footer { padding: 0 24px; }
    header { border-bottom: 1px solid var(--line); background: #fff; padding-bottom: 8px; }
    h1 { font-size: 20px; margin: 14px 0 2px; }
    h1 code { font-size: 14px; color: var(--muted); }
    .summary { margin: 0 0 10px; color: var(--muted); }
    nav { display: flex; align-items: center; gap: 10px; flex-wrap: wrap; }
    nav button { font: inherit; padding: 4px 12px; border: 1px solid var(--line); border-radius: 6px; background: #f3f5f8; cursor: pointer; }
    nav button:disabled { opacity: .4; cursor: default; }
    #dots button { padding: 2px 8px; min-width: 2em; }
    #dots button.current { background: #2d6cdf; color: #fff; border-color: #2d6cdf; }
    #step-title { font-size: 19px; margin: 10px 0 4px; }
    main { display: grid; grid-template-columns: repeat(auto-fit, minmax(380px, 1fr)); gap: 20px; padding-top: 14px; }
    .version { background: #fff; border: 1px solid var(--line); border-radius: 8px; padding: 10px 16px 14px; min-width: 0; }
    .version h3 { margin: 2px 0 6px; }
    .command { font-family: ui-monospace, Menlo, Consolas, monospace; color: #2d6cdf; margin: 4px 0; }
    h4 { margin: 12px 0 4px; font-size: 13px; text-transform: uppercase; letter-spacing: .04em; color: var(--muted); }
    pre.log { margin: 0; padding: 8px 10px; background: #f6f7f9; border-radius: 6px; overflow-x: auto; font-size: 13px; white-space: pre-wrap; }
    .log-line.state { color: #8e44ad; } .log-line.cause { color: #b9770e; } .log-line.issue { color: #c0392b; }
    .log-line.summary, .log-line.skipped, .log-line.empty { color: var(--muted); }
    ul.expectations { margin: 6px 0 0; padding-left: 0; list-style: none; }
    ul.expectations li { margin: 2px 0; padding: 2px 8px; border-radius: 4px; }
    li.holds { background: #eaf7ee; } li.bug-shown { background: #fff3d6; font-weight: 600; } li.unexpected { background: #fde8e6; font-weight: 600; }
    .tree { font-family: ui-monospace, Menlo, Consolas, monospace; font-size: 13px; }
    .node { margin: 2px 0; padding: 2px 8px; border: 1px solid #c8ced6; border-radius: 5px; width: fit-content; max-width: 100%; }
    .node.container { background: #eef2f7; } .node.control { background: #fff; }
    .node.view { border-color: #b9770e; }
    .node.created { outline: 3px solid #1e8449; }
    .node.hottest { box-shadow: 0 0 0 2px #7b1d12; }
    .node .runs { margin-left: 10px; font-weight: 700; }
    .node .badge { margin-left: 8px; font-size: 12px; padding: 0 5px; border-radius: 4px; background: #1e8449; color: #fff; }
    .discarded { margin: 2px 0; padding: 2px 8px; border: 1.5px dashed #c0392b; color: #c0392b; border-radius: 5px; width: fit-content; }
    .verdict { margin-top: 12px; padding: 8px 10px; border-radius: 6px; }
    .verdict.held { background: #eaf7ee; } .verdict.failed { background: #fde8e6; }
    .verdict.pending { opacity: .55; }
    .legend { display: flex; align-items: center; gap: 2px; }
    .legend span { margin: 0 6px; }
    .legend i { display: inline-block; width: 18px; height: 14px; }
    footer { color: var(--muted); font-size: 13px; padding-top: 10px; padding-bottom: 20px; }
    """

  static let script = """
    (function () {
      "use strict";
      var data = JSON.parse(document.getElementById("transcript").textContent);
      var palette = JSON.parse(document.getElementById("palette").textContent);
      var count = data.versions[0].steps.length;
      var current = 1;
      var prev = document.getElementById("prev");
      var next = document.getElementById("next");
      var dots = document.getElementById("dots");

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
      function heatIndex(heat) { return Math.round(Math.min(Math.max(heat, 0), 1) * 10); }

      for (var i = 1; i <= count; i++) {
        var dot = el("button", null, String(i));
        dot.type = "button";
        dot.title = data.versions[0].steps[i - 1].title;
        dot.dataset.step = String(i);
        dot.addEventListener("click", function (event) { go(parseInt(event.target.dataset.step, 10)); });
        dots.appendChild(dot);
      }

      function renderVersion(version) {
        var step = version.steps[current - 1];
        var column = el("section", "version");
        column.dataset.variant = version.variant;
        column.appendChild(el("h3", null, version.variant.charAt(0).toUpperCase() + version.variant.slice(1) + " version"));
        column.appendChild(el("p", "command", "▶ " + step.command));

        column.appendChild(el("h4", null, "Log of this step"));
        var log = el("pre", "log");
        var lines = step.records.filter(function (r) { return typeof r.line === "string"; });
        if (lines.length === 0) log.appendChild(el("span", "log-line empty", "(no state changed and no body ran)"));
        lines.forEach(function (record) {
          log.appendChild(el("span", "log-line " + (record.lineKind || ""), record.line));
          log.appendChild(document.createTextNode("\\n"));
        });
        column.appendChild(log);

        if (step.error || step.expectations.length) {
          var list = el("ul", "expectations");
          if (step.error) list.appendChild(el("li", "unexpected", "✗ could not perform the step: " + step.error));
          step.expectations.forEach(function (e) { list.appendChild(el("li", e.outcome, e.line)); });
          column.appendChild(list);
        }

        column.appendChild(el("h4", null, "View tree after step " + current));
        var tree = el("div", "tree");
        var most = 0;
        step.tree.nodes.forEach(function (n) { if (n.role === "view" && n.bodyRuns > most) most = n.bodyRuns; });
        step.tree.nodes.forEach(function (n) {
          var node = el("div", "node " + n.role + (n.stateCreated ? " created" : ""));
          node.style.marginLeft = (n.depth * 1.4) + "em";
          node.dataset.view = n.name;
          node.dataset.runs = String(n.bodyRuns);
          node.dataset.heat = n.heat.toFixed(2);
          node.title = (n.path || n.name) + (n.role === "view" ? ": body ran " + n.bodyRuns + "×" : "");
          node.appendChild(el("span", "text", n.text));
          if (n.role === "view") {
            var index = heatIndex(n.heat);
            node.style.background = palette[index];
            if (index >= 7) node.style.color = "#fff";
            node.appendChild(el("span", "runs", "×" + n.bodyRuns));
            if (n.bodyRuns === most && most > 0) { node.classList.add("hottest"); node.dataset.hottest = "true"; }
          }
          if (n.stateCreated) node.appendChild(el("span", "badge", "+ new state"));
          tree.appendChild(node);
        });
        step.tree.discarded.forEach(function (d) {
          tree.appendChild(el("div", "discarded",
            "− " + d.view + " discarded with its state: " + d.properties.join(", ") + "  [" + d.path + "]"));
        });
        column.appendChild(tree);

        var verdict = el("p", "verdict " + (version.verdict.claimHeld ? "held" : "failed") +
          (current === count ? "" : " pending"));
        verdict.id = "verdict-" + version.variant;
        verdict.appendChild(el("strong", null, "Verdict" + (current === count ? "" : " (after step " + count + ")") +
          ": " + version.verdict.label + ". "));
        verdict.appendChild(document.createTextNode(version.verdict.summary));
        column.appendChild(verdict);
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
        data.versions.forEach(function (version) { main.appendChild(renderVersion(version)); });
        if (location.hash !== "#step=" + current && history.replaceState) {
          history.replaceState(null, "", "#step=" + current);
        }
      }
      function go(n) {
        current = Math.min(Math.max(n, 1), count);
        render();
      }
      prev.addEventListener("click", function () { go(current - 1); });
      next.addEventListener("click", function () { go(current + 1); });
      document.addEventListener("keydown", function (event) {
        if (event.key === "ArrowRight") go(current + 1);
        else if (event.key === "ArrowLeft") go(current - 1);
        else if (event.key === "Home") go(1);
        else if (event.key === "End") go(count);
        else return;
        event.preventDefault();
      });
      window.addEventListener("hashchange", function () { go(fromHash()); });
      go(fromHash());
    })();
    """
}
