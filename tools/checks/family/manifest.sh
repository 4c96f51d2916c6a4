# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# manifest SLUG...: each problem's manifest, tests/SLUG/problem.yaml,
# reads (build/tools/manifest, whose line says what is wrong), and its
# solution's card gives the same limits, ` * Limits:  T s, M MiB (NOTE)`,
# and its caps (tools.caps) each name an input;
# and the reader refuses each of manifest_spoilt's manifests with the
# words it must say.
manifest_fail() { manifest_bad=$((manifest_bad + 1)); line FAIL manifest "$*"; }
check_manifest() {
	local manifest_bad=0 slug limits card
	for slug in "$@"; do
		read_manifest "tests/$slug/problem.yaml" 2>"$work/manifest.err" || {
			manifest_fail "$(head -c 300 "$work/manifest.err")"
			continue; }
		limits="${facts[limits.time_limit]} s, ${facts[limits.memory]} MiB"
		[[ -n ${facts[limits.note]} ]] && limits+=" (${facts[limits.note]})"
		check_caps "$slug"
		card=$(grep -m1 '^ \* Limits:' "src/$slug.c")
		[[ $card == " * Limits:  $limits" ]] ||
			manifest_fail "src/$slug.c's card says '${card# \* }', its" \
				"manifest 'Limits:  $limits' (tests/$slug/problem.yaml" \
				"is the place to change them)"
	done
	manifest_spoilt
	summary manifest $(( manifest_bad == 0 )) $(( manifest_bad > 0 )) \
		"$(plural "$#" manifest) read, the cards' limits theirs;" \
		"$(grep -c . <<<"$manifest_cases") spoilt ones refused"
}

# check_caps SLUG: after read_manifest, the problem has caps, and each
# names an input.
check_caps() {
	local pattern
	[[ -n ${facts[tools.caps]} ]] || manifest_fail "tests/$1/problem.yaml" \
		"has no tools.caps (make bench's, make mutants')"
	while read -r pattern _; do
		[[ -z $pattern ]] || compgen -G "tests/$1/$pattern" >/dev/null ||
			manifest_fail "tests/$1/problem.yaml's cap $pattern names" \
				"no input under tests/$1/"
	done < <(caps_lines)
}

# Each spoilt manifest: a sed command on tools/checks/manifest/base.yaml,
# a tab, and what the reader's one line must hold.
manifest_cases=$(cat <<'EOF'
s/^limits:/limit:/	limit: no such key
s/^source:.*/&\nsource: Twice/	source: given twice
/^uuid/d	uuid: missing
s/^  memory.*/\tmemory: 256/	a tab or CR
s/^  memory: 256/  memory: 256MiB/	'256MiB' is not a whole number
s/^  memory: 256/  memory: 0/	'0' is not a whole number
s/1\.5/1.0005/	'1.0005' is not seconds
s/1\.5/1./	'1.' is not seconds
s/^  memory: 256/  memory: 1234567890/	is not a whole number
s/1\.5/0.000/	'0.000' is not seconds
s/rule: tokens/rule: words/	'words' is not one of the words
/case_lines/d	count needs judging.case_lines
s/^name:.*/name: "A Problem"/	is not a plain YAML value
s/^name:.*/name: A: Problem/	is not a plain YAML value
s/^license/  license/	indented under no section
s/^  small_size/   small_size/	not 0 or 2
s/^  small_size/    small_size/	whose value it continues
s/^  example.*/&\n    sample\/sample-1.in/	no file sample/sample-1.in sample
s/^tools:/&\n  caps: secret\/max-*.in 2M/	is not `PATTERN INSTRUCTIONS MIB`
s/^tools:/&\n  caps: max-*.in 2M 2 secret\/a.in 1M 2/	is not `PATTERN
s/^tools:/&\n  caps: max-*.in 2X 2/	is not `PATTERN
s/^tools:/&\n  caps: max.in 2M 2,/	is not `PATTERN
s/^tools:/&\n  caps: ..\/max.out 2M 2/	is not `PATTERN
s/^tools:/&\n  caps: ..\/max.in 2M 2/	is not `PATTERN
s/^tools:/&\n  caps: \/max.in 2M 2/	is not `PATTERN
s/^judging:/&\n  file: chess.in/	'chess.in' is not a file's name
s/^judging:/&\n  file: ..\/x/	is not a file's name
s/^judging:/judging: yes/	a section: its keys go on the lines after it
s/sample-1/sample-2/	no file sample/sample-2.in beside the manifest
s/rule: tokens/rule: checker/	checker needs checker.c
s/^tools:/&\n  cut_set: extra\/all/	goes with tools.cut_per_file
s/^judging:/&\n  groups: a:10 b:x/	is not NAME:POINTS words
s/^name:/name/	is not `key: value`
s/scoring: all/scoring: groups/	groups goes with judging.groups
s/^judging:/&\n  groups: a:100/	groups goes with judging.groups
s/scoring: all/scoring: groups\n  groups: a:50 b:67/	add up to 117, not 100
/scoring/d	judging.scoring: missing
EOF
)

# manifest_spoilt: the reader refuses each of manifest_cases.
manifest_spoilt() {
	local edit want got dir=$work/spoilt
	mkdir -p "$dir/sample" && : >"$dir/sample/sample-1.in"
	while IFS=$'\t' read -r edit want; do
		sed "$edit" tools/checks/manifest/base.yaml >"$dir/problem.yaml"
		if got=$(build/tools/manifest "$dir/problem.yaml" 2>&1); then
			manifest_fail "build/tools/manifest takes base.yaml with" \
				"'$edit', which it must refuse ($want)"
		elif [[ $got != *"$want"* || $got == *$'\n'* ]]; then
			manifest_fail "build/tools/manifest refuses base.yaml with" \
				"'$edit' saying '$got', not one line holding '$want'"
		fi
	done <<<"$manifest_cases"
	cp tools/checks/manifest/base.yaml "$dir/problem.yaml"
	got=$(build/tools/manifest "$dir/problem.yaml" tools.caps) ||
		manifest_fail "build/tools/manifest refuses base.yaml itself"
	want="sample/*.in 2M 2, sample/sample-1.in 1M 2"
	[[ $got == "$want" ]] || manifest_fail "build/tools/manifest reads" \
		"base.yaml's tools.caps, over two lines, as '$got', not '$want'"
}

runs 20 check_manifest --if data data
