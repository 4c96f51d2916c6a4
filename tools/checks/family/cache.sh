# shellcheck shell=bash
# shellcheck disable=SC2154 # here, work, verbose: tools/checks/test's,
# which sources this file
# cache SLUG...: make judge never takes a built program for another's by
# its name or a weak checksum: on the first problem judged by tokens or
# exactly, our solution's bundle is judged as teacher/sol.c, then a wrong
# program forged to the same length and the same cksum (CRC-32: four
# bytes in a comment, found by forge_cksum) as mallory/sol.c, which must
# be compiled and judged wrong.
check_cache() {
	local slug='' dir=$work/cache forged head size
	for slug in "$@"; do
		read_problem "$slug" 2>/dev/null &&
			[[ $compare == tokens || $compare == exact ]] && break
		slug=
	done
	[[ -n $slug && -f dist/$slug.c ]] || return 0
	mkdir -p "$dir/teacher" "$dir/mallory" || return 1
	cp "dist/$slug.c" "$dir/teacher/sol.c" || return 1
	forged=$dir/mallory/sol.c
	head=$'int main(void) { return 0; }\n/* ....'
	size=$(wc -c <"$dir/teacher/sol.c")
	{ printf '%s' "$head"
	  head -c $((size - ${#head} - 3)) /dev/zero | tr '\0' ' '
	  printf '*/\n'; } >"$forged"
	forge_cksum "$forged" 32 "$(cksum <"$dir/teacher/sol.c" | cut -d' ' -f1)"
	if [[ $(cksum <"$forged") != "$(cksum <"$dir/teacher/sol.c")" ]]; then
		summary cache 0 1 "could not forge a cksum"
		return
	fi
	tools/front/yours --hacks "$dir/hacks" judge "$slug" \
		"$dir/teacher/sol.c" 1 >/dev/null 2>&1
	if SHRINK=0 tools/front/yours --hacks "$dir/hacks" judge "$slug" \
		"$forged" 1 >/dev/null 2>&1; then
		summary cache 0 1 "a program forged to another's name, length" \
			"and cksum was judged as that one"
	else
		summary cache 1 0 "a program forged to another's name, length" \
			"and cksum is compiled and judged as itself"
	fi
}

# forge_cksum FILE AT CRC: the four bytes of FILE from offset AT set so
# that cksum says CRC.  With the length fixed, cksum is affine in those
# 32 bits (a CRC): each bit's column is read off cksum, then the columns
# that make up CRC are found by elimination over GF(2).
forge_cksum() {
	local file=$1 at=$2 want base i value mask p x=0
	local -A basis_value=() basis_mask=()
	put_bits() {
		printf '%b' "$(printf '\\x%02x\\x%02x\\x%02x\\x%02x' \
			$(($1 & 255)) $(($1 >> 8 & 255)) $(($1 >> 16 & 255)) \
			$(($1 >> 24 & 255)))" |
			dd of="$file" bs=1 seek="$at" conv=notrunc status=none
	}
	put_bits 0
	base=$(cksum <"$file" | cut -d' ' -f1)
	want=$(($3 ^ base))
	for ((i = 0; i < 32; i++)); do
		put_bits $((1 << i))
		value=$(($(cksum <"$file" | cut -d' ' -f1) ^ base)) mask=$((1 << i))
		for ((p = 31; p >= 0; p--)); do	# reduced by the basis so far
			(( value >> p & 1 )) && [[ -n ${basis_value[$p]:-} ]] &&
				value=$((value ^ basis_value[$p])) \
				mask=$((mask ^ basis_mask[$p]))
		done
		for ((p = 31; p >= 0; p--)); do
			(( value >> p & 1 )) || continue
			basis_value[$p]=$value basis_mask[$p]=$mask
			break
		done
	done
	for ((p = 31; p >= 0; p--)); do
		(( want >> p & 1 )) && [[ -n ${basis_value[$p]:-} ]] &&
			want=$((want ^ basis_value[$p])) x=$((x ^ basis_mask[$p]))
	done
	put_bits "$x"
}

runs 151 check_cache --if tools data
