# shellcheck shell=bash
# shellcheck disable=SC2154 # rule: tools/front/yours's
# beside OURS YOURS: on a wrong answer, the lines around the first
# difference in two columns, ours and yours, as oj --diff and CP Editor
# show them: two lines before it and two after, each line number once,
# `>` on each line that differs, its first word that differs (by place
# on the line) in [ ], every byte outside printable ASCII as \xHH, and each
# column cut to 34 characters, from a little before its first differing
# word when that lies further on; within 80 columns.  Lines differ as
# the judge compares them: by words (tokens), or byte for byte (exact:
# a line whose words agree is marked `(spacing)`, with its blanks at the
# end shown, \x20 or \x09).
beside() {
	LC_ALL=C awk -v exact="$([[ $rule == --exact ]] && echo 1 || echo 0)" '
	BEGIN { for (i = 0; i < 256; i++) ord[sprintf("%c", i)] = i }
	function esc(s,   out, i, c) {
		out = ""
		for (i = 1; i <= length(s); i++) {
			c = substr(s, i, 1)
			if (ord[c] < 32 || ord[c] > 126)
				c = sprintf("\\x%02x", ord[c])
			out = out c
		}
		return out
	}
	# the line s, escaped, with its first word that differs from the
	# other side`s at its place in [ ]; from: where that starts
	function marked(s, t,   a, b, n, m, i, out, w) {
		n = split(s, a, /[ \t\r]+/); m = split(t, b, /[ \t\r]+/)
		out = ""; from = 0
		for (i = 1; i <= n; i++) {
			if (a[i] == "") continue
			w = esc(a[i])
			if (a[i] != b[i] && !from) {
				from = length(out) + 1
				w = "[" w "]"
			}
			out = out (out == "" ? "" : " ") w
		}
		return out
	}
	# s escaped, with its blanks at the end shown as \x20 or \x09
	function ends(s,   tail) {
		tail = ""
		while (s ~ /[ \t]$/) {
			tail = (s ~ / $/ ? "\\x20" : "\\x09") tail
			s = substr(s, 1, length(s) - 1)
		}
		return esc(s) tail
	}
	function cut(s, at) {
		if (at > 24) s = "..." substr(s, at - 8)
		return length(s) > 34 ? substr(s, 1, 31) "..." : s
	}
	function words(s) { gsub(/[ \t\r]+/, " ", s); sub(/^ /, "", s)
		sub(/ $/, "", s); return s }
	FNR == NR { ours[++n_ours] = $0; next }
	{ yours[++n_yours] = $0 }
	END {
		n = n_ours > n_yours ? n_ours : n_yours
		for (first = 1; first <= n; first++)
			if (differ(first)) break
		if (first > n) exit
		printf "  line  %-34s | %s\n", "ours", "yours"
		for (i = first - 2; i <= first + 2 && i <= n; i++) {
			if (i < 1) continue
			o = i <= n_ours ? ours[i] : ""
			y = i <= n_yours ? yours[i] : ""
			if (!differ(i)) {
				printf "  %4d  %-34s | %s\n", i, cut(esc(o), 0),
					cut(esc(y), 0)
				continue
			}
			mo = marked(o, y); fo = from
			my = marked(y, o); fy = from
			note = ""
			if (i > n_ours) mo = "(no line)"
			if (i > n_yours) my = "(no line)"
			if (words(o) == words(y)) {	# show the blanks at the end
				note = " (spacing)"; mo = ends(o); my = ends(y)
			}
			printf "> %4d  %-34s | %s%s\n", i, cut(mo, fo),
				cut(my, fy), note
		}
	}
	function differ(i) {
		if (i > n_ours || i > n_yours) return 1
		if (exact) return ours[i] != yours[i]
		return words(ours[i]) != words(yours[i])
	}' "$1" "$2"
}
