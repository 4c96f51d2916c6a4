# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# write-up SLUG...: each write-up shows its picture, the picture is what
# tools/front/pictures draws today, and no line of a paragraph turns
# into a list item or a heading where GitHub renders it.
# markdown_slips FILE...: each line that CommonMark (and GitHub) would
# read as a list item, a heading, a quote or a heading's underline in the
# middle of a paragraph of text: a paragraph that starts in column 0
# with text, then a line that starts with "- ", "* ", "+ ", "1. ", "#",
# ">", or is all "=" or "-".  Code fences and list items are left alone.
markdown_slips() {
	awk 'FNR == 1 { fence = 0; para = 0 }
	/^```/ { fence = !fence; para = 0; next }
	fence { next }
	/^[ \t]*$/ { para = 0; next }
	para == 1 && (/^[-*+][ \t]/ || /^1[.)][ \t]/ || /^#/ || /^>/ ||
		      /^=+[ \t]*$/ || /^-+[ \t]*$/) {
		printf "%s:%d: %s\n", FILENAME, FNR, substr($0, 1, 60) }
	!para { para = $0 ~ /^([-*+][ \t]|[0-9]+[.)][ \t]|[#>|<]|[ \t])/ ? 2 : 1 }
	' "$@"
}

check_write_up() {
	local drawn=0 undrawn=0 slug readme out
	for slug in "$@"; do
		readme=tests/$slug/README.md
		if [[ ! -f $readme ]] || ! grep -q '](example.svg)' "$readme"; then
			line FAIL write-up "$readme does not show example.svg"
		elif ! out=$("$here/../front/pictures" --check "$slug" 2>&1); then
			line FAIL write-up "$out"
		elif out=$(markdown_slips "$readme"); [[ -n $out ]]; then
			line FAIL write-up "$out: a list, heading or quote to" \
				"CommonMark, inside a paragraph"
		else
			drawn=$((drawn + 1))
			(( verbose )) && line ok write-up "$readme: its picture is current"
			continue
		fi
		undrawn=$((undrawn + 1))
	done
	summary write-ups "$drawn" "$undrawn" \
		"$drawn of $(plural "$#" write-up) show a current picture," \
		"no paragraph a list by accident"
}

runs 90 check_write_up --if write-up write-up
