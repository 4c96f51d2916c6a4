/*
 * first-win: a wrong solution to connect_four, kept to prove the tests
 * catch it.
 * @EXPECTED_RESULTS@: WRONG_ANSWER
 *
 * Mistake: it takes the first winning move it finds, not the best one:
 * once a move wins, it stops looking, so a slower win found first
 * hides a quicker one, and the score is too low (a win by the 17th
 * stone called a win by the 19th).
 */
#include <stdio.h>
#include <string.h>

typedef unsigned long long u64;
#define BOTTOM 0x40810204081ULL
#define FULL (BOTTOM * 63)

static u64 tt[1 << 22];	/* key << 14 | (lo + 64) << 7 | (hi + 64) */

static u64 wins(u64 s, u64 all)
{
	u64 r = (s << 1) & (s << 2) & (s << 3), p;
	int d[3] = {7, 6, 8}, i;

	for (i = 0; i < 3; i++) {
		p = (s << d[i]) & (s << 2 * d[i]);
		r |= p & (s << 3 * d[i]);
		r |= p & (s >> d[i]);
		p = (s >> d[i]) & (s >> 2 * d[i]);
		r |= p & (s << d[i]);
		r |= p & (s >> 3 * d[i]);
	}
	return r & FULL & ~all;
}

static int count(u64 x)
{
	int n = 0;

	for (; x; x &= x - 1)
		n++;
	return n;
}

static int negamax(u64 me, u64 all, int n, int a, int b)
{
	u64 them = all ^ me, can = (all + BOTTOM) & FULL;
	u64 threat = wins(them, all), forced = can & threat, key = me + all;
	u64 *e = &tt[(key * 0x9E3779B97F4A7C15ULL) >> 42];
	int lo = -(40 - n) / 2, hi = (41 - n) / 2;
	int order[7] = {3, 2, 4, 1, 5, 0, 6};
	int i, j, k = 0, sc[7], col[7];

	if (forced) {
		if (forced & (forced - 1))
			return -(42 - n) / 2;
		can = forced;
	}
	can &= ~(threat >> 1);
	if (!can)
		return -(42 - n) / 2;
	if (n >= 40)
		return 0;
	if (*e >> 14 == key) {	/* the bounds the table holds */
		int known_lo = (int)(*e >> 7 & 127) - 64;
		int known_hi = (int)(*e & 127) - 64;
		if (known_lo > lo) lo = known_lo;
		if (known_hi < hi) hi = known_hi;
	}
	if (a < lo) a = lo;
	if (b > hi) b = hi;
	if (a >= b)
		return a;
	for (i = 0; i < 7; i++) {
		u64 m = can & (63ULL << 7 * order[i]);
		int s;
		if (!m)
			continue;
		s = count(wins(me | m, all | m));
		for (j = k++; j > 0 && sc[j - 1] < s; j--)
			sc[j] = sc[j - 1], col[j] = col[j - 1];
		sc[j] = s, col[j] = order[i];
	}
	for (i = 0; i < k; i++) {
		u64 m = can & (63ULL << 7 * col[i]);
		int v = -negamax(them, all | m, n + 1, -b, -a);
		if (v >= b) {
			*e = key << 14 | (u64)(v + 64) << 7 | (u64)(hi + 64);
			return v;
		}
		if (v > 0)
			return v;	/* a win: take it */
		if (v > a)
			a = v;
	}
	*e = key << 14 | (u64)(lo + 64) << 7 | (u64)(a + 64);
	return a;
}

static int solve(u64 me, u64 all, int n)
{
	int lo = -(42 - n) / 2, hi = (43 - n) / 2;

	if (wins(me, all) & (all + BOTTOM) & FULL)
		return (43 - n) / 2;
	while (lo < hi) {
		int g = lo + (hi - lo) / 2, v;
		if (g <= 0 && lo / 2 < g) g = lo / 2;
		else if (g >= 0 && hi / 2 > g) g = hi / 2;
		v = negamax(me, all, n, g, g + 1);
		if (v > g) lo = v;
		else hi = v;
	}
	return lo;
}

int main(void)
{
	int t, i, n;
	char s[64];

	if (scanf("%d", &t) != 1)
		return 1;
	while (t-- > 0 && scanf("%63s", s) == 1) {
		u64 me = 0, all = 0;
		n = (int)strlen(s);
		for (i = 0; i < n; i++) {
			u64 m = (all + BOTTOM) & (63ULL << 7 * (s[i] - '1'));
			me ^= all;
			all |= m;
		}
		printf("%d\n", solve(me, all, n));
	}
	return 0;
}
