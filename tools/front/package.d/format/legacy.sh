# shellcheck shell=bash
# shellcheck disable=SC2154,SC2034 # tools/front/package's variables: it
# sources this file
# legacy: the Kattis problem package format that problemtools'
# verifyproblem and DOMjudge's importer read (the default; dist/package/).
# What every format file gives, tools/front/package's header says.
format_about="the legacy Kattis format (problemtools, DOMjudge)"
statement_folder=problem_statement
validator_folder() { echo "output_validators/$1"; }

# write_metadata: problem.yaml, with a scored problem's type and grading,
# and .timelimit, where DOMjudge reads the time limit (legacy
# problem.yaml has no field for it).
write_metadata() {
	local key
	{ for key in name source source_url license rights_owner uuid; do
		[[ -n $(field $key) ]] && echo "$key: $(field $key)"
	  done
	  scored &&
		printf 'type: scoring\ngrading:\n  show_test_data_groups: true\n'
	  case $compare in
	  checker) echo "validation: custom" ;;
	  interactive) echo "validation: custom interactive" ;;
	  esac
	  (( ${#flags[@]} )) && echo "validator_flags: ${flags[*]}"
	  printf 'limits:\n  memory: %d\n  output: %d\n' "$limit_mib" \
		"$out_cap_mib"; } >"$pkg/problem.yaml"
	printf '%s\n' "$(seconds "$limit_ms")" >"$pkg/.timelimit"
}

# shown_sample BASE IN: nothing more for a sample shown by its exchange.
shown_sample() { :; }

# extra_data: no data beyond sample/ and secret/.
extra_data() { :; }

# group_yaml FILE POINTS: a scored group's own testdata.yaml: all its
# tests or nothing (min), judged no further after a failure, graded by
# our grader (problemtools' own is a Python program started a folder).
group_yaml() {
	printf 'on_reject: break\naccept_score: %s\nrange: 0 %s\n%s\n%s\n' \
		"$2" "$2" "grading: custom" "grader_flags: min" >"$1"
}

# score_layout: a scored package's secret tests in folders, a group's
# (data/secret/groupK/, K its place in judging.groups, accept_score its
# points, min) or, for a score a test, each test's own
# (data/secret/P-NAME/, P its place, padded; accept_score 100, secret/
# avg), since DOMjudge scores a folder of tests as one: its
# accept_score when every test in it passes, else 0.  data/secret/ is
# graded by our grader (tools/core/grader.c, the one rule's fold:
# tools/core/score.sh): problemtools' own accepts a program that scores
# some points only under accept_if_any_accepted or always_accept,
# flags DOMjudge warns it does not know.
score_layout() {
	local in dir k place=0 width=${#secret_count}
	scored || return 0
	mkdir -p "$pkg/graders" && cp tools/core/grader.c "$pkg/graders/" || exit 2
	printf 'on_reject: continue\nrange: 0 100\ngrader_flags: %s\n' \
		ignore_sample >"$pkg/data/testdata.yaml"
	printf 'on_reject: continue\nrange: 0 0\naccept_score: 0\n%s\n' \
		"grader_flags: sum" >"$pkg/data/sample/testdata.yaml"
	printf 'on_reject: continue\nrange: 0 100\n%s\ngrader_flags: %s\n' \
		"grading: custom" "$([[ $scoring == tests ]] && echo avg ||
			echo sum)" >"$pkg/data/secret/testdata.yaml"
	# a test's folder: its place in the judges' order (bytes), padded
	# as problemtools asks (shape-10x10 would sort before shape-10x2)
	while IFS= read -r in; do
		if [[ $scoring == tests ]]; then
			place=$((place + 1)) k=100
			dir=$(printf '%s/%0*d-%s' "${in%/*}" "$width" "$place" \
				"$(basename "${in%.in}")")
		else
			group_of -v k "$in"
			dir=$pkg/data/secret/group${k% *} k=${k#* }
		fi
		mkdir -p "$dir" && mv "$in" "${in%.in}.ans" "$dir/"
		[[ -e $dir/testdata.yaml ]] || group_yaml "$dir/testdata.yaml" "$k"
	done < <(printf '%s\n' "$pkg"/data/secret/*.in | LC_ALL=C sort)
}

# place_submission KIND SOURCE POINTS: SOURCE in submissions/KIND/; one
# that earns POINTS is partially accepted, as problemtools has it, its
# @EXPECTED_SCORE@ the points (DOMjudge takes a verdict tag that is not
# its folder's for a contradiction).
place_submission() {
	local kind=$1
	[[ -n $3 ]] && kind=partially_accepted
	mkdir -p "$pkg/submissions/$kind"
	if [[ -n $3 ]]; then
		sed "s/@EXPECTED_RESULTS@: .*/@EXPECTED_SCORE@: $3/" \
			"$2" >"$pkg/submissions/$kind/${2##*/}"
	else
		cp "$2" "$pkg/submissions/$kind/"
	fi
}

# closing_note: nothing to say; DOMjudge and problemtools take the zip.
closing_note() { :; }
