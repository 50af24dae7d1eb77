// Sortable, filterable tables for the generated index pages (no library, no CDN).
function gahEnhanceTables() {
  document.querySelectorAll("article table").forEach(function (table) {
    if (table.dataset.gahReady) return;
    table.dataset.gahReady = "1";
    var body = table.tBodies[0];
    if (!body || body.rows.length < 5) return;
    var filter = document.createElement("input");
    filter.type = "search";
    filter.placeholder = "Filter this table";
    filter.className = "gah-filter";
    filter.addEventListener("input", function () {
      var words = filter.value.toLowerCase();
      Array.prototype.forEach.call(body.rows, function (row) {
        row.style.display = row.textContent.toLowerCase().indexOf(words) === -1 ? "none" : "";
      });
    });
    table.parentNode.insertBefore(filter, table);
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (cell, column) {
      cell.style.cursor = "pointer";
      cell.title = "Sort by this column";
      cell.addEventListener("click", function () {
        var rows = Array.prototype.slice.call(body.rows);
        var ascending = cell.dataset.order !== "asc";
        cell.dataset.order = ascending ? "asc" : "desc";
        rows.sort(function (a, b) {
          var x = a.cells[column].textContent.trim(), y = b.cells[column].textContent.trim();
          var nx = parseFloat(x), ny = parseFloat(y);
          var order = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      });
    });
  });
}
if (typeof document$ !== "undefined") { document$.subscribe(gahEnhanceTables); }
else { document.addEventListener("DOMContentLoaded", gahEnhanceTables); }
