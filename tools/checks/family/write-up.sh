# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# write-up SLUG...: each write-up shows its picture, and the picture is
# what tools/front/pictures draws today.
check_write_up() {
	local drawn=0 undrawn=0 slug readme out
	for slug in "$@"; do
		readme=tests/$slug/README.md
		if [[ ! -f $readme ]] || ! grep -q '](example.svg)' "$readme"; then
			line FAIL write-up "$readme does not show example.svg"
		elif ! out=$("$here/../front/pictures" --check "$slug" 2>&1); then
			line FAIL write-up "$out"
		else
			drawn=$((drawn + 1))
			(( verbose )) && line ok write-up "$readme: its picture is current"
			continue
		fi
		undrawn=$((undrawn + 1))
	done
	summary write-ups "$drawn" "$undrawn" \
		"$drawn of $(plural "$#" write-up) show a current picture"
}
