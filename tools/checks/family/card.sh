# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# card SOURCE...: each solution opens with a card of at most 20 lines,
# its code by line 25; the headers of src/ are at most 150 lines; every
# line of src/ fits in 80 columns (a tab to the next multiple of 8);
# where pmccabe is installed, no function of them over complexity 12.
card_fail() { card_bad=$((card_bad + 1)); line FAIL card "$1"; }
check_card() {
	local card_ok=0 card_bad=0 source card code header complexity where
	for source in "$@"; do
		card=$(awk 'NR == 1 && !/^\/\*/ { exit } { print } /\*\// { exit }' \
			"$source" | wc -l)
		code=$(awk 'NR > '"$card"' && !/^[[:space:]]*$/ { print NR; exit }' \
			"$source")
		if (( card == 0 || card > 20 )); then
			card_fail "$source: its card is $card lines, not 1 to 20"
		elif (( ${code:-0} > 25 )); then
			card_fail "$source: its code starts on line $code, after line 25"
		else
			card_ok=$((card_ok + 1))
		fi
	done
	for header in src/*.h; do
		(( $(wc -l <"$header") <= 150 )) ||
			card_fail "$header: $(wc -l <"$header") lines, over 150"
	done
	while IFS= read -r where; do
		card_fail "$where: over 80 columns"
	done < <(expand "$@" src/*.h >/dev/null &&
		for source in "$@" src/*.h; do
			expand "$source" | awk -v f="$source" \
				'length > 80 { print f ":" FNR }'
		done)
	if command -v pmccabe >/dev/null; then
		while read -r complexity _ _ _ _ where; do
			card_fail "$where: cyclomatic complexity $complexity, over 12"
		done < <(pmccabe "$@" src/*.h | awk '$1 > 12')
	fi
	summary cards "$card_ok" "$card_bad" \
		"$card_ok of $(plural "$#" solution) open with a card of at" \
		"most 20 lines$(command -v pmccabe >/dev/null &&
		echo ', complexity <= 12'); headers <= 150 lines; 80 columns"
}

runs 120 check_card --if card card
