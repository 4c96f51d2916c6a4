# page.awk: a judged contest as one HTML page (page.sh's page, which
# feeds it STANDINGS, PROBLEMS, CELLS and their details, each after a
# line naming it: #standings, #problems, #cells, #details).  Every
# number is text; no script, no network, nothing beside the file.  A
# score's cell is coloured from red (0) to green (100) and links to its
# section below: verdict, tests passed, time, memory, the first failure,
# its shrunk input, then every test judged (its verdict, time, memory,
# points and, failed, the judge's or checker's message).

/^#(standings|problems|cells|details)$/ { part = substr($0, 2); next }
part == "standings" { who[++people] = $2; rank[people] = $1
	total[people] = $3
	for (k = 4; k <= NF; k++) score[people, k - 3] = $k }
part == "problems" { problem[++problems] = $1; place[$1] = problems }
part == "cells" { key = $1 SUBSEP $2
	for (k = 3; k <= 9; k++) cell[key, k] = $k
	reason[key] = $12 }
part == "details" && $1 == "test" { key = $2 SUBSEP $3
	tests[key] = tests[key] "<tr><td>" verdict_word($4) "</td><td " \
		"class=\"who\">" html($5) "</td><td>" secs($6) "</td><td>" \
		mib($7) "</td><td>" ($8 == "-" ? "&ndash;" : html($8)) \
		"</td><td class=\"msg\">" ($4 == "AC" ? "" : html($9)) \
		"</td></tr>\n"
	count[key]++
	if ($8 == "-") { samples[key]++; samples_passed[key] += $4 == "AC" }
	else { scored[key]++; scored_passed[key] += $4 == "AC" } }
part == "details" && $1 == "input" { input[$2, $3] = input[$2, $3] \
	html($4) "\n" }
part == "details" && $1 == "hint" { hint[$2, $3] = html($4) }
part == "details" && $1 == "when" { judged[$2, $3] = html($4) }

function html(s) {
	gsub(/&/, "\\&amp;", s); gsub(/</, "\\&lt;", s); gsub(/>/, "\\&gt;", s)
	gsub(/"/, "\\&quot;", s); gsub(/[[:cntrl:]]/, "?", s)
	return s
}
function secs(ms) { return sprintf("%.3f s", ms / 1000) }
function mib(kib) { return sprintf("%.1f MiB", kib / 1024) }
function verdict_word(v) {
	if (v == "NONE") return "no file"
	if (v == "CE") return "compile error"
	return v
}
# A score's colour: its hue from red (0) to green (100).
function colour(s) {
	return sprintf("hsl(%d, 70%%, %d%%)", s * 1.2, s == 100 ? 80 : 86)
}

function head_of_page() {
	print "<!DOCTYPE html>"
	print "<html lang=\"en\"><head><meta charset=\"utf-8\">"
	print "<meta name=\"viewport\" content=\"width=device-width, " \
		"initial-scale=1\">"
	print "<title>" html(title) ": standings</title>"
	print "<style>"
	print "body { font: 15px/21px system-ui, \"Noto Sans CJK SC\", " \
		"\"Noto Sans\", sans-serif; margin: 1em; color: #222; }"
	print ".wrap { overflow-x: auto; }"
	# separate borders, each cell its right and bottom: a sticky
	# column's cells keep theirs (collapsed, Chromium drops them)
	print "table { border-collapse: separate; border-spacing: 0; " \
		"border: solid #ccc; border-width: 1px 0 0 1px; }"
	print "th, td { border: solid #ccc; border-width: 0 1px 1px 0; " \
		"padding: .25em .6em; text-align: right; white-space: nowrap; }"
	print "th { background: #f2f2f2; }"
	print ".who { text-align: left; position: sticky; left: 0; " \
		"background: #fff; }"
	print "th.who { background: #f2f2f2; }"
	print "p, h3 { overflow-wrap: anywhere; }"
	print "td.score a { color: inherit; display: block; }"
	print "section { border-top: 1px solid #ddd; margin-top: 1em; }"
	print "pre { background: #f6f6f6; padding: .5em; overflow-x: auto; }"
	print ".hint { background: #fff6d5; padding: .3em .5em; }"
	print ".when { color: #666; }"
	print ".why { color: #555; font-size: .75em; white-space: normal;"
	print "  display: inline-block; max-width: 9em; }"
	print "td.msg, th.msg { text-align: left; white-space: normal; " \
		"min-width: 12em; }"
	print "</style></head><body>"
}

function standings_table(   i, k, s, w) {
	print "<h1>" html(title) "</h1>"
	printf "<p>%d contestants, %d problems, judged <span style=\"" \
		"white-space: nowrap\">%s</span>. Each problem is " \
		"scored as its source contest scored it, out of 100; a score " \
		"opens its tests.</p>\n", people, problems, when
	print "<div class=\"wrap\"><table><thead><tr>" \
		"<th class=\"who\">Rank, contestant</th><th>Total</th>"
	for (k = 1; k <= problems; k++)
		print "<th>" html(problem[k]) "</th>"
	print "</tr></thead><tbody>"
	for (i = 1; i <= people; i++) {
		printf "<tr><td class=\"who\">%s. %s</td><td><b>%s</b></td>\n",
			rank[i], html(who[i]), total[i]
		for (k = 1; k <= problems; k++) {
			s = score[i, k]
			w = s == 0 ? reason[who[i], problem[k]] : ""
			if (w != "")	# a zero says why
				w = "<br><small class=\"why\">" html(w) \
					"</small>"
			printf "<td class=\"score\" style=\"background: %s\">" \
				"<a href=\"#c%d-%d\">%s%s</a></td>\n",
				colour(s), i, k, s, w
		}
		print "</tr>"
	}
	print "</tbody></table></div>"
}

function section_of(i, k,   key, v) {
	key = who[i] SUBSEP problem[k]
	v = cell[key, 3]
	printf "<section id=\"c%d-%d\"><h3>%s, %s: %s of 100</h3>\n", i, k,
		html(who[i]), html(problem[k]), score[i, k]
	if (key in judged)
		print "<p class=\"when\">Judged " judged[key] ".</p>"
	if (v == "NONE" || v == "CE") {
		printf "<p>0: %s%s</p></section>\n", verdict_word(v),
			v == "CE" ? ", " html(cell[key, 8]) : ""
		return
	}
	printf "<p>%s: %d of %d scored tests passed", v,
		scored_passed[key], scored[key]
	if (samples[key])
		printf ", and %d of %d samples (which score nothing)",
			samples_passed[key], samples[key]
	printf "; slowest %s, peak %s.</p>\n", secs(cell[key, 6]),
		mib(cell[key, 7])
	if (v != "AC")
		printf "<p>First failure: %s %s</p>\n", html(cell[key, 8]),
			html(cell[key, 9])
	if (key in hint)
		print "<p class=\"hint\">" hint[key] "</p>"
	if (key in input)
		print "<p>Its input, shrunk:</p><pre>" input[key] "</pre>"
	if (key in tests)
		printf "<details><summary>Every test judged (%d)</summary>" \
			"<div class=\"wrap\"><table>" \
			"<tr><th>Verdict</th><th class=\"who\">Test</th>" \
			"<th>Time</th><th>Memory</th><th>Points</th>" \
			"<th class=\"msg\">Message</th></tr>\n%s</table></div>" \
			"</details>\n", count[key], tests[key]
	print "</section>"
}

END {
	head_of_page()
	standings_table()
	print "<h2>Tests</h2>"
	for (i = 1; i <= people; i++)
		for (k = 1; k <= problems; k++)
			section_of(i, k)
	print "</body></html>"
}
