// Filters and sorting for the card index tables and the rulings (no library, no CDN). The pages work without
// it: the tables are plain HTML, the filter forms stay hidden until this script shows them.
(function () {
  "use strict";

  function words(text) {
    return text.toLowerCase().split(/\s+/).filter(Boolean);
  }

  // ---- card index tables: text search + checkbox facets, combined -------------------------------------------
  function facetState(form) {
    var chosen = {};
    form.querySelectorAll("fieldset[data-facet]").forEach(function (set) {
      var values = Array.prototype.map.call(set.querySelectorAll("input:checked"), function (box) { return box.value; });
      if (values.length) chosen[set.dataset.facet] = values;
    });
    return chosen;
  }

  function rowMatches(row, query, chosen) {
    var text = row.textContent.toLowerCase();
    if (!query.every(function (word) { return text.indexOf(word) !== -1; })) return false;
    return Object.keys(chosen).every(function (facet) {
      var have = (row.getAttribute("data-" + facet) || "").split(" ");
      return chosen[facet].some(function (value) { return have.indexOf(value) !== -1; });
    });
  }

  function applyFilters(form, table) {
    var query = words(form.querySelector(".gah-filter").value), chosen = facetState(form);
    var rows = table.tBodies[0].rows, shown = 0;
    Array.prototype.forEach.call(rows, function (row) {
      var visible = rowMatches(row, query, chosen);
      row.hidden = !visible;
      if (visible) shown += 1;
    });
    form.querySelector(".gah-facets__status").textContent = shown + " of " + rows.length + " shown";
  }

  function sortKey(row, column, how) {
    if (how === "order") return Number(row.dataset.index);
    var text = row.cells[column].textContent.trim();
    var number = parseFloat(text);
    return how === "number" ? (isNaN(number) ? Infinity : number) : text.toLowerCase();
  }

  function sortBy(table, header, column) {
    var ascending = header.getAttribute("aria-sort") !== "ascending";
    var how = column === 0 ? "order" : header.dataset.sort;
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    rows.sort(function (a, b) {
      var x = sortKey(a, column, how), y = sortKey(b, column, how);
      var order = x < y ? -1 : x > y ? 1 : Number(a.dataset.index) - Number(b.dataset.index);
      return ascending ? order : -order;
    });
    rows.forEach(function (row) { body.appendChild(row); });
    table.querySelectorAll("thead th").forEach(function (other) { other.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
  }

  function enhanceIndex(form) {
    if (form.dataset.gahReady) return;
    form.dataset.gahReady = "1";
    var table = document.getElementById(form.dataset.for);
    if (!table) return;
    form.hidden = false;
    var columns = form.querySelector("details.gah-facets__columns");
    if (columns && window.matchMedia("(min-width: 45em)").matches) columns.open = true;  // folded on a phone
    form.addEventListener("input", function () { applyFilters(form, table); });
    form.addEventListener("change", function () { applyFilters(form, table); });
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    form.addEventListener("reset", function () { setTimeout(function () { applyFilters(form, table); }, 0); });
    table.querySelectorAll("thead th").forEach(function (header, column) {
      var button = header.querySelector("button");
      if (button) button.addEventListener("click", function () { sortBy(table, header, column); });
    });
    applyFilters(form, table);
  }

  // ---- rulings: text search + topic ---------------------------------------------------------------------------
  function enhanceRulings(form) {
    if (form.dataset.gahReady) return;
    form.dataset.gahReady = "1";
    form.hidden = false;
    var entries = document.querySelectorAll(".gah-ruling");
    function apply() {
      var query = words(form.querySelector(".gah-filter").value);
      var topic = form.querySelector("select").value, shown = 0;
      entries.forEach(function (entry) {
        var text = entry.textContent.toLowerCase();
        var visible = (!topic || entry.dataset.topic === topic) &&
          query.every(function (word) { return text.indexOf(word) !== -1; });
        entry.hidden = !visible;
        if (visible) shown += 1;
      });
      document.querySelectorAll(".gah-topic").forEach(function (heading) {
        heading.hidden = !!topic && heading.dataset.topic !== topic;
      });
      form.querySelector(".gah-facets__status").textContent = shown + " of " + entries.length + " rulings shown";
    }
    form.addEventListener("input", apply);
    form.addEventListener("change", apply);
    form.addEventListener("submit", function (event) { event.preventDefault(); });
    apply();
  }

  // ---- the home page's card look-up: a number or a name opens that card ---------------------------------------
  function enhanceLookup(form) {
    if (form.dataset.gahReady) return;
    form.dataset.gahReady = "1";
    form.addEventListener("submit", function (event) {
      var wanted = form.querySelector("input").value.trim().toLowerCase();
      var options = form.querySelectorAll("datalist option");
      for (var i = 0; i < options.length; i += 1) {
        var option = options[i];
        if (option.value.toLowerCase() === wanted || option.dataset.number === wanted) {
          event.preventDefault();
          window.location.href = option.dataset.href;
          return;
        }
      }
      event.preventDefault();
      form.querySelector(".gah-lookup__status").textContent = "No card is called “" + wanted + "”: try the search above.";
    });
  }

  // ---- the home page's search button opens the theme's search ----------------------------------------------
  function enhanceSearchButton(button) {
    if (button.dataset.gahReady) return;
    button.dataset.gahReady = "1";
    button.addEventListener("click", function () {
      var toggle = document.getElementById("__search"), input = document.querySelector(".md-search__input");
      if (!toggle || !input) return;
      toggle.checked = true;
      toggle.dispatchEvent(new Event("change"));
      input.focus();
    });
  }

  function enhance() {
    document.querySelectorAll(".gah-open-search").forEach(enhanceSearchButton);
    document.querySelectorAll("form.gah-facets[data-for]").forEach(enhanceIndex);
    document.querySelectorAll("form.gah-rulings-filter").forEach(enhanceRulings);
    document.querySelectorAll("form.gah-lookup").forEach(enhanceLookup);
  }

  if (typeof document$ !== "undefined") { document$.subscribe(enhance); }
  else { document.addEventListener("DOMContentLoaded", enhance); }
})();
